import type { RegistrationSummary } from '../auth/my-registrations.ts';

/**
 * What cancelling a registration does besides deleting it, said in the dialog before YES: a group's students
 * stay registered without the group; a sponsor's invoice is cancelled; a student's day-of consent, confirmed
 * by a parent, goes with it (the parent signed a separate form, and a registration made again is not complete
 * without a new one: qa13a). `members`: how many students joined a group (undefined when it could not be read).
 */
export function cancelConsequences(
  registration: Pick<RegistrationSummary, 'regType' | 'consentState' | 'invoiceNumber'>,
  members: number | undefined,
): string[] {
  return [
    ...(registration.regType === 'MSGROUP' ? [groupConsequence(members)] : []),
    // A sponsor is told before YES, not only by the mail after it (qa14a).
    ...(registration.invoiceNumber
      ? [`Its sponsorship invoice ${registration.invoiceNumber} is cancelled with it.`]
      : []),
    ...(registration.consentState === 'received'
      ? [
          'The day-of consent form a parent or guardian signed for it is deleted too: registering again would need a new one.',
        ]
      : []),
  ];
}

function groupConsequence(members: number | undefined): string {
  if (members === 0) return 'No student has joined the group yet.';
  if (members === 1) {
    return 'The student who joined the group stays registered for the day, without a group, and their family is told by email.';
  }
  const who = members === undefined ? 'The students' : `The ${members} students`;
  return `${who} who joined the group stay registered for the day, without a group, and their families are told by email.`;
}
