import { kindOf, todayAtEvent, type CancellationOutcome } from '@stem/shared';
import { notOwned } from '../auth/ownership.ts';
import { dayOfConsentKindOf } from '../consents/consent-state.ts';
import { forgetPendingConsents } from '../consents/pending-consents.ts';
import type { MailComposer } from '../mail/mail-composer.ts';
import { groupCancelled, registrationCancelled } from '../mail/templates/cancellation-mails.ts';
import { loginUrlOf } from '../mail/templates/event-day.ts';
import type { Registration, RegistrationStore } from '../store/registration-store.ts';

export interface CancellationDeps {
  store: RegistrationStore;
  /** The registration's uploaded files (a company's logos, a scholarship's documents) go with it. */
  files: { deleteAllOf(regId: string): Promise<number> };
  mailComposer: Pick<MailComposer, 'compose'>;
  /** Tells the mail worker that messages were stored. */
  wakeMailWorker(): void;
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

const membersOf = async (store: RegistrationStore, group: Registration) =>
  (await store.listByType('MSIND')).filter((student) => student.data.groupId === group.regId);

/**
 * The owner cancels a registration from View/Edit My Registrations (the FAQ promises it). The registration
 * is deleted, not flagged: a minor's data is not kept for an event they no longer attend, and the email is
 * free to register again. Its files and a student's day-of consent go with it. A group's students stay
 * registered for the day without a group (their group no longer exists) and their families are told.
 * Everyone the registration's mails went to gets a confirmation, stored with the deletion.
 */
export async function cancelRegistration(
  deps: CancellationDeps,
  registration: Registration,
): Promise<CancellationOutcome> {
  const kind = kindOf(registration.regType);
  if (!kind) throw notOwned();
  const isGroup = registration.regType === 'MSGROUP';
  const members = isGroup ? (await membersOf(deps.store, registration)).length : 0;
  const confirmation = await deps.mailComposer.compose({
    to: recipientsOf(registration),
    content: registrationCancelled({
      name: nameOf(registration) || 'your registration',
      kindLabel: kind.label,
      on: todayAtEvent(),
      account: registration.email,
      group: isGroup ? { name: text(registration.data.groupName), membersReleased: members } : null,
      registerUrl: `${deps.publicSiteUrl}/register`,
    }),
  });
  // Deleted first: from here on nobody can join the group or edit the registration.
  const removed = await deps.store.delete(registration.regId, [confirmation]);
  // Cancelled a moment ago (another tab): the same answer as any registration that is not there.
  if (!removed) throw notOwned();

  await deps.files.deleteAllOf(removed.regId);
  await forgetPendingConsents(deps.store, removed.regId);
  // A student's day-of consent (same student email, same school level).
  const consentType = dayOfConsentKindOf(removed.regType);
  if (consentType) {
    for (const consent of await deps.store.listByOwner(removed.email)) {
      if (consent.regType === consentType) await deps.store.delete(consent.regId);
    }
  }
  const released = isGroup ? await releaseMembers(deps, removed) : 0;
  deps.wakeMailWorker();
  return { membersReleased: released };
}

/**
 * A cancelled group's students keep their registration without the group, and their families are told:
 * every student still pointing at the group once it is gone, each released with its mail in one write.
 */
async function releaseMembers(deps: CancellationDeps, group: Registration): Promise<number> {
  const members = await membersOf(deps.store, group);
  const groupName = text(group.data.groupName);
  for (const member of members) {
    const mail = await deps.mailComposer.compose({
      to: recipientsOf(member),
      content: groupCancelled({
        groupName,
        studentName: nameOf(member),
        firstName: text(member.data.firstName) || 'the student',
        loginUrl: loginUrlOf(deps.publicSiteUrl),
      }),
    });
    await deps.store.update(member.regId, { ...member.data, isInGroup: '0', groupId: '', groupCode: '' }, undefined, [
      mail,
    ]);
  }
  return members.length;
}
