import { kindOf } from '@stem/shared';
import {
  membersOfGroup,
  removeDependents,
  withoutGroup,
  type RemovalDeps,
} from '../registrations/registration-removal.ts';
import type { Registration, RegistrationStore } from '../store/registration-store.ts';
import { addressesOf } from './registration-mails.ts';

export interface ErasureDeps extends RemovalDeps {
  /** Deletes the copies of mail held about these registrations (registration-mails.ts `deleteMailsAbout`). */
  deleteMails(erased: { regIds: readonly string[]; addresses: readonly string[] }): Promise<number>;
}

/** What erasing one registration removed. */
export interface Erased {
  /** The registration, then a student's day-of consents that went with it. */
  registrations: Registration[];
  files: number;
  mails: number;
  /** Registrations that named it as their group and were kept without it. */
  released: number;
}

/**
 * Deletes a registration and everything held about it (a staff deletion on request, the retention job;
 * SECURITY.md item 29): the registration, its files, a student's day-of consent, its messages still in the
 * store's outbox and the copies of mail sent to its addresses. Registrations that joined it as a group (their `groupId` names it) stay, without the
 * group, as when a leader cancels one; nobody is mailed, since the erasure is the organisers' and the
 * families were told nothing new about their own registration. Null when there is no such registration.
 */
export async function eraseRegistration(deps: ErasureDeps, regId: string): Promise<Erased | null> {
  const removed = await deps.store.delete(regId);
  if (!removed) return null;
  const { registrations, files } = await removeDependents(deps, removed);
  const released = kindOf(removed.regType)?.thankYou === 'group' ? await releaseMembers(deps.store, removed.regId) : 0;
  // Queued messages about them (not sent yet, or failed for good), then copies kept in the outbox folder.
  let mails = 0;
  for (const gone of registrations) mails += await deps.store.deleteMailsOf(gone.regId);
  mails += await deps.deleteMails({
    regIds: registrations.map((gone) => gone.regId),
    addresses: [...new Set(registrations.flatMap(addressesOf))],
  });
  return { registrations, files, mails, released };
}

/** Every registration whose `groupId` names the erased group keeps its place on the day, without a group. */
async function releaseMembers(store: RegistrationStore, groupId: string): Promise<number> {
  const members = await membersOfGroup(store, groupId);
  for (const member of members) await store.update(member.regId, withoutGroup(member.data));
  return members.length;
}
