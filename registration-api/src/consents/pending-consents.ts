import { randomBytes } from 'node:crypto';
import type { DayOfConsentRegType } from '@stem/shared';
import type { RegistrationStore } from '../store/registration-store.ts';

/** How long a mailed confirmation link works: two days (a consent is often filed days before the event). */
export const CONFIRMATION_LINK_SECONDS = 48 * 60 * 60;

/** A day-of consent filed on the public form, waiting for its confirmation from the parent's mailbox. */
export interface PendingConsent {
  regType: DayOfConsentRegType;
  /** The student registration it is tied to. */
  regId: string;
  studentEmail: string;
  /** The registration's parent/guardian email it was mailed to: the one that may confirm it. */
  parentEmail: string;
  stemDayConsent: Record<string, unknown>;
  consentTextVersion: string;
  /** ISO 8601 */
  requestedAt: string;
  expiresAt: string;
}

// Pending consents are the API's own records in the store's settings (keys are the API's strings: random ids
// and regIds, never request input). Each filing has its own id, so none can block another.
const PENDING_PREFIX = 'day-of-consent/pending/';
const pendingKey = (pendingId: string) => `${PENDING_PREFIX}${pendingId}`;
/** Every pending consent of a registration: their ids start with its regId. */
const pendingPrefix = (regId: string) => pendingKey(`${regId}~`);
const AWAITING_PREFIX = 'day-of-consent/awaiting/';
const awaitingKey = (regId: string) => `${AWAITING_PREFIX}${regId}`;

interface AwaitingMarker {
  pendingId: string;
  expiresAt: string;
}

/** Stores a pending consent under a new random id, marks its registration as awaiting, and returns the id. */
export async function savePending(store: RegistrationStore, pending: PendingConsent): Promise<string> {
  // Prefixed with the regId, so the registration's pending consents can be found and deleted with it.
  const pendingId = `${pending.regId}~${randomBytes(16).toString('base64url')}`;
  await store.putSetting(pendingKey(pendingId), pending);
  await store.putSetting(awaitingKey(pending.regId), { pendingId, expiresAt: pending.expiresAt });
  return pendingId;
}

/** The pending consent of this id, or null. */
export async function loadPending(store: RegistrationStore, pendingId: string): Promise<PendingConsent | null> {
  const stored = await store.getSetting(pendingKey(pendingId));
  return (stored?.value as PendingConsent | null | undefined) ?? null;
}

/** Forgets a confirmed (or expired) pending consent; the awaiting mark goes only when it is this consent's. */
export async function settlePending(store: RegistrationStore, pendingId: string, regId: string): Promise<void> {
  await store.deleteSettings(pendingKey(pendingId));
  const marker = (await store.getSetting(awaitingKey(regId)))?.value as AwaitingMarker | null | undefined;
  if (marker?.pendingId === pendingId) await store.deleteSettings(awaitingKey(regId));
}

/**
 * Deletes every consent still waiting for a registration's parent, and its awaiting mark: they hold the
 * parent's email and signature, and go with the registration (cancellation, deletion, retention).
 */
export async function forgetPendingConsents(store: RegistrationStore, regId: string): Promise<number> {
  const pending = await store.deleteSettings(pendingPrefix(regId));
  await store.deleteSettings(awaitingKey(regId));
  return pending;
}

/**
 * The pending consents whose link has run out (it expires, so they can never count): each holds a parent's
 * email and signature, kept for nothing. Their ids and registrations, in one read.
 */
export async function expiredPendingConsents(store: RegistrationStore, now = new Date()) {
  const expired: Array<{ pendingId: string; regId: string }> = [];
  for (const { key, value } of await store.listSettings(PENDING_PREFIX)) {
    const pending = value as PendingConsent;
    if (Date.parse(pending.expiresAt) <= now.getTime()) {
      expired.push({ pendingId: key.slice(PENDING_PREFIX.length), regId: pending.regId });
    }
  }
  return expired;
}

/** Deletes the pending consents whose link has run out (the retention job), with their awaiting marks. */
export async function forgetExpiredPendingConsents(store: RegistrationStore, now = new Date()): Promise<number> {
  const expired = await expiredPendingConsents(store, now);
  for (const { pendingId, regId } of expired) await settlePending(store, pendingId, regId);
  return expired.length;
}

/** The registrations with a day-of consent waiting for their parent whose link still works, in one read. */
export async function registrationsAwaitingConfirmation(store: RegistrationStore, now = new Date()) {
  const awaiting = new Set<string>();
  for (const { key, value } of await store.listSettings(AWAITING_PREFIX)) {
    if (Date.parse((value as AwaitingMarker).expiresAt) > now.getTime())
      awaiting.add(key.slice(AWAITING_PREFIX.length));
  }
  return awaiting;
}

/** Whether the registration has a day-of consent waiting for its parent whose link still works. */
export async function awaitingConfirmation(store: RegistrationStore, regId: string, now = new Date()) {
  const marker = (await store.getSetting(awaitingKey(regId)))?.value as AwaitingMarker | null | undefined;
  return !!marker && Date.parse(marker.expiresAt) > now.getTime();
}
