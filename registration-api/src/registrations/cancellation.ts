import { cancellationWordsOf, kindOf, labelOfRegistration, type CancellationOutcome } from '@stem/shared';
import { clockAtEvent, formatEventDate } from '@stem/shared/cms/event-times';
import { answerText, fullNameOf } from '@stem/shared/registration/fields/answers';
import { notOwned } from '../auth/ownership.ts';
import { attendsOnTheDay } from '../check-in/check-in-qr.ts';
import { dayOfConsentOf, schoolConsentAtRisk } from '../consents/consent-state.ts';
import { memberLeftNotice } from '../groups/member-left-notice.ts';
import type { OrganiserAddresses } from '../contact/contact-recipients.ts';
import { invoiceCancelledMail } from '../invoices/sponsorship-invoices.ts';
import type { MailComposer } from '../mail/mail-composer.ts';
import { groupCancelled, registrationCancelled } from '../mail/templates/cancellation-mails.ts';
import { loginUrlOf } from '../mail/templates/links.ts';
import type { Registration } from '../store/registration-store.ts';
import { entityNameOf } from './person-name.ts';
import { recipientsOf } from './recipients.ts';
import { membersOfGroup, removeDependents, withoutGroup, type RemovalDeps } from './registration-removal.ts';

export interface CancellationDeps extends RemovalDeps {
  mailComposer: Pick<MailComposer, 'compose'>;
  /** The sponsorship team hears of a standing invoice cancelled with its registration. */
  organisers: OrganiserAddresses;
  /** Tells the mail worker that messages were stored. */
  wakeMailWorker(): void;
  publicSiteUrl: string;
}

const nameOf = (registration: Registration) => fullNameOf(registration.data);

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
  const members = isGroup ? (await membersOfGroup(deps.store, registration.regId)).length : 0;
  // A student's confirmed day-of consent goes with the registration (removeDependents): the parent who signed
  // it is told, or a registration made again would be thought complete (qa13a).
  const { received: dayOfConsentDeleted } = await dayOfConsentOf(deps.store, registration);
  const standingInvoice = registration.invoice && !registration.invoice.cancelledAt ? registration.invoice : null;
  const words = cancellationWordsOf(kind.regType);
  const confirmation = await deps.mailComposer.compose({
    to: recipientsOf(registration),
    content: registrationCancelled({
      // Named as the chooser named it ("Mae Jemison · Rockets (Middle school group)").
      registration: labelOfRegistration({
        regType: kind.regType,
        person: nameOf(registration),
        entityName: entityNameOf(registration),
      }),
      // Written as the mails write the day's date ("Friday, November 27, 2026"), in the career days' zone.
      on: formatEventDate(clockAtEvent(new Date()).date),
      account: registration.email,
      group: isGroup ? { name: answerText(registration.data.groupName), membersReleased: members } : null,
      invoice: standingInvoice,
      dayOfConsentDeleted,
      hadCheckInCode: attendsOnTheDay(registration),
      // An application is withdrawn, and applied for again from the scholarships page (the chooser's words).
      words,
      registerUrl: `${deps.publicSiteUrl}${words.noun === 'application' ? '/scholarships' : '/register'}`,
    }),
  });
  // A student in a group: its leader is told the student is no longer in it, with the deletion.
  const leaderNotice = await memberLeftNotice(deps, registration, 'cancelled');
  const teamNotice = standingInvoice
    ? await invoiceCancelledMail(deps, registration, standingInvoice, 'registration-cancelled')
    : null;
  // Deleted first: from here on nobody can join the group or edit the registration.
  const removed = await deps.store.delete(
    registration.regId,
    [confirmation, leaderNotice, teamNotice].filter((mail) => mail !== null),
  );
  // Cancelled a moment ago (another tab): the same answer as any registration that is not there.
  if (!removed) throw notOwned();

  await removeDependents(deps, removed);
  const released = isGroup ? await releaseMembers(deps, removed) : 0;
  deps.wakeMailWorker();
  return { membersReleased: released };
}

/**
 * A cancelled group's students keep their registration without the group, and their families are told:
 * every student still pointing at the group once it is gone, each released with its mail in one write.
 */
async function releaseMembers(deps: CancellationDeps, group: Registration): Promise<number> {
  const members = await membersOfGroup(deps.store, group.regId);
  const groupName = answerText(group.data.groupName);
  for (const member of members) {
    const mail = await deps.mailComposer.compose({
      to: recipientsOf(member),
      content: groupCancelled({
        groupName,
        studentName: nameOf(member),
        firstName: answerText(member.data.firstName) || 'the student',
        loginUrl: loginUrlOf(deps.publicSiteUrl),
        schoolConsentAtRisk: await schoolConsentAtRisk(deps.store, member, deps.publicSiteUrl),
      }),
    });
    await deps.store.update(member.regId, withoutGroup(member.data), undefined, [mail]);
  }
  return members.length;
}
