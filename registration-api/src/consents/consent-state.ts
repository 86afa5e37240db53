import type { ConsentState, RegType } from '@stem/shared';
import type { Registration, RegistrationStore } from '../store/registration-store.ts';
import { emailKey } from '../store/registration-store.ts';
import { STUDENT_CONSENT_SIGNING } from './consent-kinds.ts';
import { signatureOf } from './consent-record.ts';
import { awaitingConfirmation } from './pending-consents.ts';

/** The day-of consent kind of each student kind (same student email, same school level). */
export const DAY_OF_CONSENT_TYPE_OF: Partial<Record<RegType, 'MSDAYOFCONSENT' | 'HSDAYOFCONSENT'>> = {
  MSIND: 'MSDAYOFCONSENT',
  HSIND: 'HSDAYOFCONSENT',
};

/** What is known of a student registration's day-of consent. */
export interface DayOfConsentStatus {
  /** A day-of consent confirmed from the registration's parent/guardian email. */
  received: boolean;
  /** A day-of consent filed and mailed to the parent, not yet confirmed, its link not yet expired. */
  awaitingConfirmation: boolean;
}

/**
 * Where a student registration's consent stands, for its owner and the organisers' desk: signed on the
 * form, else a confirmed day-of consent, else one awaiting the parent's confirmation, else the school's
 * promise to submit it, else missing. Null for a kind without a consent state (anything but MSIND/HSIND).
 * Only a confirmed day-of consent counts as received (SECURITY.md item 25); an unconfirmed one is shown as
 * waiting, never as received.
 */
export function consentStateOf(registration: Registration, dayOfConsent: DayOfConsentStatus): ConsentState | null {
  if (!DAY_OF_CONSENT_TYPE_OF[registration.regType]) return null;
  const { data } = registration;
  if (signatureOf(data.stemDayConsent, STUDENT_CONSENT_SIGNING)) return 'signed-on-form';
  if (dayOfConsent.received) return 'received';
  if (dayOfConsent.awaitingConfirmation) return 'awaiting-parent-confirmation';
  if (data.consentWillBeSubmittedBySchool === '1') return 'school-will-submit';
  return 'missing';
}

/** Reads a student registration's day-of consent status from the store (`consentStateOf`'s second argument). */
export async function dayOfConsentOf(
  store: RegistrationStore,
  registration: Registration,
): Promise<DayOfConsentStatus> {
  const consentType = DAY_OF_CONSENT_TYPE_OF[registration.regType];
  if (!consentType) return { received: false, awaitingConfirmation: false };
  const owned = await store.listByOwner(registration.email);
  const received = owned.some(
    (consent) => consent.regType === consentType && emailKey(consent.email) === emailKey(registration.email),
  );
  return { received, awaitingConfirmation: await awaitingConfirmation(store, registration.regId) };
}
