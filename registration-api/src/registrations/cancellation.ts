import { kindOf, todayAtEvent, type CancellationOutcome } from '@stem/shared';
import { notOwned } from '../auth/ownership.ts';
import { DAY_OF_CONSENT_TYPE_OF } from '../consents/consent-state.ts';
import type { Registration, RegistrationStore } from '../store/registration-store.ts';
import type { MailDraft } from './api-kind.ts';
import { loginUrlOf, sendConfirmation, type ConfirmationDeps } from './registration-mail.ts';

export interface CancellationDeps extends ConfirmationDeps {
  store: RegistrationStore;
  /** The registration's uploaded files (a company's logos, a scholarship's documents) go with it. */
  files: { deleteAllOf(regId: string): Promise<number> };
  publicSiteUrl: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const nameOf = (registration: Registration) =>
  `${text(registration.data.firstName)} ${text(registration.data.lastName)}`.trim();

/** The owner and, for a student, the parent/guardian: everyone the registration's mails went to. */
function recipientsOf(registration: Registration): string[] {
  const parent = (registration.data.parentGuardian as { email?: unknown } | undefined)?.email;
  return typeof parent === 'string' && parent !== '' ? [registration.email, parent] : [registration.email];
}

/**
 * The owner cancels a registration from View/Edit My Registrations (the FAQ promises it). The registration
 * is deleted, not flagged: a minor's data is not kept for an event they no longer attend, and the email is
 * free to register again. Its files and a student's day-of consent go with it. A group's students stay registered for
 * the day without a group (their group no longer exists) and their families are told. Everyone the
 * registration's mails went to gets a confirmation.
 */
export async function cancelRegistration(
  deps: CancellationDeps,
  registration: Registration,
): Promise<CancellationOutcome> {
  const kind = kindOf(registration.regType);
  // Deleted first: from here on nobody can join the group or edit the registration.
  const removed = await deps.store.delete(registration.regId);
  // Cancelled a moment ago (another tab): the same answer as any registration that is not there.
  if (!removed || !kind) throw notOwned();

  await deps.files.deleteAllOf(removed.regId);
  const consentType = DAY_OF_CONSENT_TYPE_OF[removed.regType];
  if (consentType) {
    for (const consent of await deps.store.listByOwner(removed.email)) {
      if (consent.regType === consentType) await deps.store.delete(consent.regId);
    }
  }

  const members = removed.regType === 'MSGROUP' ? await releaseMembers(deps, removed) : 0;
  const name = nameOf(removed) || 'your registration';
  const groupName = text(removed.data.groupName);
  const draft: MailDraft = {
    to: recipientsOf(removed),
    subject: 'Your STEM Career Day registration was cancelled',
    text: [
      `The registration of ${name} (${kind.label}) for the STEM Career Day was cancelled on ${todayAtEvent()}, from the account ${removed.email}.`,
      'It no longer appears in View/Edit My Registrations, and its details have been deleted.',
      ...(removed.regType === 'MSGROUP' ? ['', releasedSentence(members, groupName)] : []),
      '',
      'If this was a mistake, you are welcome to register again:',
      `${deps.publicSiteUrl}/register`,
    ].join('\r\n'),
  };
  await sendConfirmation(deps, null, draft);
  return { membersReleased: members };
}

/** A cancelled group's students keep their registration without the group, and their families are told. */
async function releaseMembers(deps: CancellationDeps, group: Registration): Promise<number> {
  const members = (await deps.store.listByType('MSIND')).filter((student) => student.data.groupId === group.regId);
  const groupName = text(group.data.groupName);
  for (const member of members) {
    await deps.store.update(member.regId, { ...member.data, isInGroup: '0', groupId: '', groupCode: '' });
    const name = nameOf(member);
    await sendConfirmation(deps, null, {
      to: recipientsOf(member),
      subject: `Group cancelled: ${groupName}`,
      text: [
        `The leader of the group "${groupName}" cancelled the group for the Middle School STEM Career Day.`,
        '',
        `The registration of ${name} stays: ${text(member.data.firstName) || 'the student'} is now registered for the day without a group.`,
        'To join another group, log in with the student email address used to register and edit the registration:',
        loginUrlOf(deps.publicSiteUrl),
      ].join('\r\n'),
    });
  }
  return members.length;
}

function releasedSentence(members: number, groupName: string): string {
  if (members === 0) return `No student had joined the group "${groupName}".`;
  if (members === 1) {
    return `The student who had joined the group "${groupName}" stays registered for the day, without a group; their family has been told by email.`;
  }
  return `The ${members} students who had joined the group "${groupName}" stay registered for the day, without a group; their families have been told by email.`;
}
