import { kindOf, REGISTRATION_KINDS, type RegType } from '@stem/shared';
import { dayOfConsentKindOf } from '../consents/consent-state.ts';
import { forgetPendingConsents } from '../consents/pending-consents.ts';
import type { Registration, RegistrationStore } from '../store/registration-store.ts';
import { addressesOf } from './registration-mails.ts';

export interface ErasureDeps {
  store: RegistrationStore;
  /** The registration's uploaded files (app.attachments). */
  files: { deleteAllOf(regId: string): Promise<number> };
  /** Deletes the copies of mail held for these addresses (registration-mails.ts `deleteMailsTo`). */
  deleteMails(addresses: readonly string[]): Promise<number>;
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
  const registrations = [removed];
  let files = await deps.files.deleteAllOf(removed.regId);

  const consentKind = dayOfConsentKindOf(removed.regType);
  if (consentKind) {
    for (const consent of await deps.store.listByOwner(removed.email)) {
      if (consent.regType !== consentKind) continue;
      const gone = await deps.store.delete(consent.regId);
      if (!gone) continue;
      registrations.push(gone);
      files += await deps.files.deleteAllOf(gone.regId);
    }
  }

  const released = kindOf(removed.regType)?.thankYou === 'group' ? await releaseMembers(deps.store, removed.regId) : 0;
  // Day-of consents still waiting for the parent's confirmation; queued messages about them (not sent yet,
  // or failed for good), then copies kept in the outbox folder.
  let mails = 0;
  for (const gone of registrations) {
    await forgetPendingConsents(deps.store, gone.regId);
    mails += await deps.store.deleteMailsOf(gone.regId);
  }
  mails += await deps.deleteMails([...new Set(registrations.flatMap(addressesOf))]);
  return { registrations, files, mails, released };
}

/** Every registration whose `groupId` names the erased group keeps its place on the day, without a group. */
async function releaseMembers(store: RegistrationStore, groupId: string): Promise<number> {
  let released = 0;
  for (const regType of Object.keys(REGISTRATION_KINDS) as RegType[]) {
    for (const member of await store.listByType(regType)) {
      if (member.data.groupId !== groupId) continue;
      await store.update(member.regId, { ...member.data, isInGroup: '0', groupId: '', groupCode: '' });
      released += 1;
    }
  }
  return released;
}
