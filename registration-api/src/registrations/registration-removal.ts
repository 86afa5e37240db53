import { REGISTRATION_KINDS, type RegType } from '@stem/shared';
import { dayOfConsentKindOf } from '../consents/consent-state.ts';
import { forgetPendingConsents } from '../consents/pending-consents.ts';
import type { Registration, RegistrationData, RegistrationStore } from '../store/registration-store.ts';

/**
 * What goes with a registration, shared by the owner's cancellation (cancellation.ts) and the organisers'
 * erasure (staff/erasure.ts, the retention job), so the two can never disagree on what is left behind.
 */
export interface RemovalDeps {
  store: RegistrationStore;
  /** The registration's uploaded files (app.attachments). */
  files: { deleteAllOf(regId: string): Promise<number> };
}

/**
 * Deletes what belonged to a registration that was just deleted: its files, its day-of consents still
 * waiting for the parent's confirmation, and a student's day-of consent (same student email, same school
 * level) with the consent's own files and waiting confirmations. Returns every registration gone (the
 * deleted one first) and how many files went.
 */
export async function removeDependents(
  deps: RemovalDeps,
  removed: Registration,
): Promise<{ registrations: Registration[]; files: number }> {
  const registrations = [removed];
  const consentKind = dayOfConsentKindOf(removed.regType);
  if (consentKind) {
    for (const consent of await deps.store.listByOwner(removed.email)) {
      if (consent.regType !== consentKind) continue;
      const gone = await deps.store.delete(consent.regId);
      if (gone) registrations.push(gone);
    }
  }
  let files = 0;
  for (const gone of registrations) {
    files += await deps.files.deleteAllOf(gone.regId);
    await forgetPendingConsents(deps.store, gone.regId);
  }
  return { registrations, files };
}

/** Every registration, of any kind, whose `groupId` names the group. */
export async function membersOfGroup(store: RegistrationStore, groupId: string): Promise<Registration[]> {
  const members: Registration[] = [];
  for (const regType of Object.keys(REGISTRATION_KINDS) as RegType[]) {
    for (const registration of await store.listByType(regType)) {
      if (registration.data.groupId === groupId) members.push(registration);
    }
  }
  return members;
}

/** A member's answers once its group is gone: it keeps its place on the day, without a group. */
export const withoutGroup = (data: RegistrationData): RegistrationData => ({
  ...data,
  isInGroup: '0',
  groupId: '',
  groupCode: '',
});
