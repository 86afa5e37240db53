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

/**
 * What is kept of a pending consent once its link confirmed it, until the link would have expired: that it
 * did (the consent itself, with the parent's email and signature, now lives in the student's day-of consent).
 * A parent who opens the mail again, or on a second device, is told it is done rather than to start over.
 */
export interface ConfirmedLink {
  regType: DayOfConsentRegType;
  regId: string;
  expiresAt: string;
  /** ISO 8601 */
  confirmedAt: string;
}

export const isConfirmedLink = (record: PendingConsent | ConfirmedLink): record is ConfirmedLink =>
  'confirmedAt' in record;

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

/** The pending consent of this id (or what is left of it once confirmed), or null. */
export async function loadPending(
  store: RegistrationStore,
  pendingId: string,
): Promise<PendingConsent | ConfirmedLink | null> {
  const stored = await store.getSetting(pendingKey(pendingId));
  return (stored?.value as PendingConsent | ConfirmedLink | null | undefined) ?? null;
}

/** The awaiting mark goes when it is this consent's (a later filing has its own). */
async function clearAwaiting(store: RegistrationStore, pendingId: string, regId: string) {
  const marker = (await store.getSetting(awaitingKey(regId)))?.value as AwaitingMarker | null | undefined;
  if (marker?.pendingId === pendingId) await store.deleteSettings(awaitingKey(regId));
}

/** Forgets an expired pending consent (or the mark of a confirmed one), with its awaiting mark. */
export async function settlePending(store: RegistrationStore, pendingId: string, regId: string): Promise<void> {
  await store.deleteSettings(pendingKey(pendingId));
  await clearAwaiting(store, pendingId, regId);
}

/**
 * A pending consent its link has confirmed: the parent's email and signature go (they are in the recorded
 * consent now) and only the mark that the link was used stays, until it would have expired.
 */
export async function markConfirmed(
  store: RegistrationStore,
  pendingId: string,
  pending: PendingConsent,
  confirmedAt: Date,
): Promise<void> {
  const mark: ConfirmedLink = {
    regType: pending.regType,
    regId: pending.regId,
    expiresAt: pending.expiresAt,
    confirmedAt: confirmedAt.toISOString(),
  };
  await store.putSetting(pendingKey(pendingId), mark);
  await clearAwaiting(store, pendingId, pending.regId);
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
 * email and signature, kept for nothing. Their ids and registrations, in one read; `confirmed` marks the
 * ones that are only the mark of a link that was used (nothing personal, and no consent left unconfirmed).
 */
export async function expiredPendingConsents(store: RegistrationStore, now = new Date()) {
  const expired: Array<{ pendingId: string; regId: string; confirmed: boolean }> = [];
  for (const { key, value } of await store.listSettings(PENDING_PREFIX)) {
    const pending = value as PendingConsent | ConfirmedLink;
    if (Date.parse(pending.expiresAt) <= now.getTime()) {
      expired.push({
        pendingId: key.slice(PENDING_PREFIX.length),
        regId: pending.regId,
        confirmed: isConfirmedLink(pending),
      });
    }
  }
  return expired;
}

/**
 * Deletes the pending consents whose link has run out (the retention job), with their awaiting marks, and the
 * marks of confirmed links as old; answers how many were never confirmed.
 */
export async function forgetExpiredPendingConsents(store: RegistrationStore, now = new Date()): Promise<number> {
  const expired = await expiredPendingConsents(store, now);
  for (const { pendingId, regId } of expired) await settlePending(store, pendingId, regId);
  return expired.filter(({ confirmed }) => !confirmed).length;
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
