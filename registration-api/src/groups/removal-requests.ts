import type { RemovalDecision, RemovalRequest } from '@stem/shared';
import { answerText } from '@stem/shared/registration/fields/answers';
import { schoolConsentAtRisk } from '../consents/consent-state.ts';
import type { MailComposer } from '../mail/mail-composer.ts';
import { groupMembersLoginUrlOf, loginUrlOf } from '../mail/templates/links.ts';
import {
  removalDecidedForLeader,
  removalDecidedForMember,
  type RemovalDecided,
} from '../mail/templates/group-mails.ts';
import { personName } from '../registrations/person-name.ts';
import { recipientsOf } from '../registrations/recipients.ts';
import { withoutGroup } from '../registrations/registration-removal.ts';
import type { Registration, RegistrationStore } from '../store/registration-store.ts';
import { groupNames, pendingRemovalOf } from './group-roster.ts';

/** The group leaders' removal requests still waiting, oldest first, among `registrations` (every kind). */
export function removalRequestsAmong(registrations: readonly Registration[]): RemovalRequest[] {
  const byId = new Map(registrations.map((registration) => [registration.regId, registration]));
  return registrations
    .flatMap((member) => {
      const pending = pendingRemovalOf(member);
      const group = pending && byId.get(pending.groupId);
      if (!pending || !group) return [];
      return [
        {
          regId: member.regId,
          studentName: personName(member),
          ...groupNames(group),
          leaderEmail: group.email,
          reason: pending.statusMessage,
          requestedAt: pending.setAt,
        },
      ];
    })
    .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
}

export interface RemovalDecisionDeps {
  store: RegistrationStore;
  mailComposer: Pick<MailComposer, 'compose'>;
  publicSiteUrl: string;
}

/**
 * The organisers' decision on a leader's request (SPEC §4 says the request; the leader's and the family's
 * mails promise "the organisers will take care of it"). `remove`: the student's registration stays, without
 * the group, as when a group is cancelled; `keep`: the student is an active member again. The leader and the
 * family are mailed either way, in the same write. Null when no request is waiting for this registration (an
 * unknown regId, decided already, or the student left the group since).
 */
export async function decideRemoval(
  deps: RemovalDecisionDeps,
  regId: string,
  decision: RemovalDecision,
): Promise<Registration | null> {
  const member = await deps.store.get(regId);
  const pending = member && pendingRemovalOf(member);
  const group = pending && (await deps.store.get(pending.groupId));
  if (!member || !pending || !group) return null;
  const removed = decision === 'remove';
  const { groupName, leaderName } = groupNames(group);
  const decided: RemovalDecided = {
    studentName: personName(member),
    firstName: answerText(member.data.firstName) || 'the student',
    groupName,
    leaderName: leaderName || 'the leader',
  };
  const links = { loginUrl: loginUrlOf(deps.publicSiteUrl), contactUrl: `${deps.publicSiteUrl}/contact` };
  const mails = [
    await deps.mailComposer.compose({
      to: [group.email],
      content: removalDecidedForLeader(decided, removed, {
        ...links,
        loginUrl: groupMembersLoginUrlOf(deps.publicSiteUrl, group.regId),
      }),
    }),
    await deps.mailComposer.compose({
      to: recipientsOf(member),
      content: removalDecidedForMember(decided, removed, {
        ...links,
        schoolConsentAtRisk: removed ? await schoolConsentAtRisk(deps.store, member, deps.publicSiteUrl) : null,
      }),
    }),
  ];
  const answered = { status: 'active' as const, statusMessage: '', groupId: pending.groupId };
  if (!removed) return deps.store.setMemberStatus(member.regId, answered, mails);
  // Out of the group with the mails in one write; the request's answer after it. Were that second write lost,
  // the request would still not show: a member status holds only while the student's groupId names its group.
  const out = await deps.store.update(member.regId, withoutGroup(member.data), undefined, mails);
  return out && ((await deps.store.setMemberStatus(member.regId, answered)) ?? out);
}

/**
 * Why no request waits for this student, as the desk's second tab is told: kept in the group, no longer in it
 * (removed, or gone by the family's edit), or answered in a way the store no longer says.
 */
export function noRequestWaiting({ memberStatus, data }: Registration): string {
  const answered = memberStatus?.status === 'active' && memberStatus.groupId !== '' ? memberStatus : null;
  const why = !answered
    ? 'it was decided already'
    : data.groupId === answered.groupId
      ? 'the student was kept in the group'
      : 'the student is no longer in that group';
  return `No removal request is waiting for this student: ${why}.`;
}
