import type { cancellationWordsOf } from '@stem/shared/registration-kinds';
import { link, paragraph, quoted, type MailContent } from './mail-content.ts';
import { MIDDLE_SCHOOL_DAY } from './day-names.ts';
import { withoutGroupNextSteps } from './group-mails.ts';
import { schoolConsentAfterGroup } from './student-mails.ts';

function releasedSentence(members: number, groupName: string): string {
  if (members === 0) return `No student had joined the group ${quoted(groupName)}.`;
  if (members === 1) {
    return `The student who had joined the group ${quoted(groupName)} stays registered for the day, without a group; their family has been told by email.`;
  }
  return `The ${members} students who had joined the group ${quoted(groupName)} stay registered for the day, without a group; their families have been told by email.`;
}

/** To everyone the cancelled registration's mails went to. `group`: a cancelled group's name and members. */
export const registrationCancelled = (cancelled: {
  /** The registration as its owner saw it listed: "Ada Lovelace (High school student)". */
  registration: string;
  on: string;
  account: string;
  group: { name: string; membersReleased: number } | null;
  /** The sponsorship invoice that stood (a sponsoring company's): cancelled with the registration. */
  invoice: { number: string; tierName: string } | null;
  /** A student's day-of consent, confirmed by a parent/guardian, was deleted with the registration. */
  dayOfConsentDeleted?: boolean;
  /** Its confirmation carried a check-in code (it attended a day): that code no longer finds anyone. */
  hadCheckInCode?: boolean;
  registerUrl: string;
  /** How it is said (`cancellationWordsOf`): an application is withdrawn, as the chooser says it. */
  words: Pick<ReturnType<typeof cancellationWordsOf>, 'noun' | 'done'>;
}): MailContent => {
  const { noun: what, done } = cancelled.words;
  return {
    // Named, as the chooser names it: a family or company with several registrations tells them apart.
    subject: `Your STEM Career Day ${what} was ${done}: ${cancelled.registration}`,
    blocks: [
      paragraph(
        `The ${what} of ${cancelled.registration} for the STEM Career Day was ${done} on ${cancelled.on}, from the account ${cancelled.account}.`,
      ),
      paragraph('It no longer appears in View/Edit My Registrations, and its details have been deleted.'),
      // A family that registers again holds two confirmations alike: the door must not be shown the old one.
      ...(cancelled.hadCheckInCode
        ? [
            paragraph(
              'The check-in code in its confirmation no longer works: a registration made again comes with a new one.',
            ),
          ]
        : []),
      ...(cancelled.group ? [paragraph(releasedSentence(cancelled.group.membersReleased, cancelled.group.name))] : []),
      ...(cancelled.dayOfConsentDeleted
        ? [
            paragraph(
              'The day-of consent form a parent or guardian signed for it was deleted with it: a registration made again needs a new consent.',
            ),
          ]
        : []),
      ...(cancelled.invoice
        ? [
            paragraph(
              `Invoice ${cancelled.invoice.number} for the ${cancelled.invoice.tierName} sponsorship is cancelled with it. Please disregard it.`,
            ),
          ]
        : []),
      what === 'application'
        ? link('If this was a mistake, you are welcome to apply again:', 'Apply again', cancelled.registerUrl)
        : link('If this was a mistake, you are welcome to register again:', 'Register again', cancelled.registerUrl),
    ],
  };
};

/** To a student of a cancelled group and their parent/guardian. */
export const groupCancelled = (released: {
  groupName: string;
  studentName: string;
  firstName: string;
  loginUrl: string;
  /** The day-of consent form, when the student's consent was the school's to send (consent-state.ts). */
  schoolConsentAtRisk: string | null;
}): MailContent => ({
  subject: `STEM Career Day group cancelled: ${released.groupName}`,
  blocks: [
    paragraph(
      `The leader of the group ${quoted(released.groupName)} cancelled the group for the ${MIDDLE_SCHOOL_DAY}.`,
    ),
    paragraph(
      `The registration of ${released.studentName} stays: ${released.firstName} is now registered for the day without a group.`,
    ),
    ...(released.schoolConsentAtRisk
      ? [schoolConsentAfterGroup(released.firstName, released.schoolConsentAtRisk)]
      : []),
    withoutGroupNextSteps(released.firstName, released.loginUrl),
  ],
});
