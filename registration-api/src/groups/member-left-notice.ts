import { answerText } from '@stem/shared/registration/fields/answers';
import type { MailComposer } from '../mail/mail-composer.ts';
import { memberLeftGroup } from '../mail/templates/group-mails.ts';
import { groupMembersLoginUrlOf } from '../mail/templates/links.ts';
import { personName } from '../registrations/person-name.ts';
import type { QueuedMessage } from '../store/mail-outbox.ts';
import type { Registration, RegistrationStore } from '../store/registration-store.ts';

export interface MemberLeftDeps {
  store: Pick<RegistrationStore, 'get'>;
  mailComposer: Pick<MailComposer, 'compose'>;
  publicSiteUrl: string;
}

/**
 * The mail telling a group's leader that `member` (a student registration as it was while in the group) is
 * no longer in it: it `left` by an edit, or its registration was `cancelled`. Null when the registration was
 * in no group, or its group is gone. The caller stores it with the change, so the two cannot part.
 */
export async function memberLeftNotice(
  deps: MemberLeftDeps,
  member: Registration,
  how: 'left' | 'cancelled',
): Promise<QueuedMessage | null> {
  const groupId = answerText(member.data.groupId);
  if (member.data.isInGroup !== '1' || !groupId) return null;
  const group = await deps.store.get(groupId);
  if (group?.regType !== 'MSGROUP') return null;
  return deps.mailComposer.compose({
    to: [group.email],
    content: memberLeftGroup({
      studentName: personName(member) || 'A student',
      groupName: answerText(group.data.groupName),
      how,
      // Straight to the group's members once the leader has logged in.
      groupUrl: groupMembersLoginUrlOf(deps.publicSiteUrl, group.regId),
    }),
  });
}
