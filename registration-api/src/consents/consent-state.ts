import {
  dayOfConsentKindOf as sharedDayOfConsentKindOf,
  isFilled,
  REGISTRATION_KINDS,
  type ConsentState,
  type MemberConsentState,
  type RegType,
} from '@stem/shared';
import { emailKey, type Registration, type RegistrationStore } from '../store/registration-store.ts';
import { STUDENT_CONSENT_SIGNING } from './consent-kinds.ts';
import { consentRecordsOf, paperFormOf, signatureOf, type ConsentRecord } from './consent-record.ts';
import { awaitingConfirmation, registrationsAwaitingConfirmation } from './pending-consents.ts';

/** The day-of consent kind that goes with a student kind (shared registry rule), or null. */
export function dayOfConsentKindOf(regType: RegType): RegType | null {
  return sharedDayOfConsentKindOf(regType)?.regType ?? null;
}

/** The page where a parent signs the day-of consent of a student of `regType` (null for a kind without one). */
export function dayOfConsentFormUrlOf(publicSiteUrl: string, regType: RegType): string | null {
  const consentKind = dayOfConsentKindOf(regType);
  return consentKind ? `${publicSiteUrl}${REGISTRATION_KINDS[consentKind].newRoute}` : null;
}

/**
 * The day-of consent form's page when the student's consent rests on the school's promise alone ('school will
 * submit', nothing signed or received), else null: what a student who is no longer in a group is sent, since
 * the school (the teacher) no longer has the student on its roster and may never send the form (qa13a).
 */
export async function schoolConsentAtRisk(
  store: RegistrationStore,
  registration: Registration,
  publicSiteUrl: string,
): Promise<string | null> {
  if ((await readConsentState(store, registration)) !== 'school-will-submit') return null;
  return dayOfConsentFormUrlOf(publicSiteUrl, registration.regType);
}

/**
 * A student's consent for the day, the one rule every view uses (the group roster, the staff desk, the
 * check-in): signed on the registration form (the signature is stored only when the consent was done
 * there, SPEC §4), else a signed paper form the organisers recorded, else a day-of consent received for the
 * student, else the school will submit it, else
 * missing. A received consent wins over the school's promise: it is the one the teacher can count on; one
 * filed but not yet confirmed from the parent's mailbox is shown as waiting (it counts for nothing yet).
 * `dayOfConsentReceived` is what `ConsentStates` decides counts as received.
 */
export function memberConsentStateOf(
  data: Registration['data'],
  dayOfConsentReceived: boolean,
  awaitingParentConfirmation = false,
): MemberConsentState {
  const consent = data.stemDayConsent;
  const signature =
    consent !== null && typeof consent === 'object' ? Reflect.get(consent, 'parentGuardianElSignature') : '';
  if (isFilled(signature)) return 'signed';
  if (paperFormOf(data)) return 'paper';
  if (dayOfConsentReceived) return 'day-of-received';
  if (awaitingParentConfirmation) return 'awaiting-confirmation';
  if (data.consentWillBeSubmittedBySchool === '1') return 'school';
  return 'missing';
}

/**
 * Whether a stored day-of consent counts for its student. Every stored one does: a day-of consent is stored
 * only once confirmed from the parent/guardian email on the student's registration (day-of-consent-service.ts);
 * until then it waits outside the registrations and counts for nothing (SECURITY.md item 25).
 */
export function countsAsReceived(_consent: Registration): boolean {
  return true;
}

/**
 * The consent states of students, read once for many (a roster, a headcount, a list): which day-of
 * consents the store holds, by consent kind and student email. A day-of consent counts as received when
 * one of the student's level exists for the student's email and `countsAsReceived` says it counts.
 */
/** How ConsentStates files a received day-of consent: its kind and the student's email. */
const receivedKey = (consentKind: RegType, email: string) => `${consentKind}:${emailKey(email)}`;

export class ConsentStates {
  /** The received day-of consents, by consent kind and student email: the signature last recorded on each. */
  readonly #received: Map<string, ConsentRecord | null>;
  /** Registrations whose day-of consent waits for the parent's confirmation (regIds). */
  readonly #awaiting: Set<string>;

  private constructor(received: Map<string, ConsentRecord | null>, awaiting: Set<string>) {
    this.#received = received;
    this.#awaiting = awaiting;
  }

  /**
   * Reads the day-of consents of every consent kind the registry pairs with a student kind, and the
   * registrations whose filed consent waits for the parent's confirmation.
   */
  static async load(store: RegistrationStore): Promise<ConsentStates> {
    const consentKinds = new Set(
      (Object.keys(REGISTRATION_KINDS) as RegType[]).flatMap((regType) => dayOfConsentKindOf(regType) ?? []),
    );
    const received = new Map<string, ConsentRecord | null>();
    for (const regType of consentKinds) {
      for (const consent of await store.listByType(regType)) {
        if (countsAsReceived(consent)) {
          received.set(receivedKey(regType, consent.email), consentRecordsOf(consent.data).at(-1) ?? null);
        }
      }
    }
    return new ConsentStates(received, await registrationsAwaitingConfirmation(store));
  }

  /** The student's consent state, or null for a registration of a kind without a day-of consent. */
  of(registration: Registration): MemberConsentState | null {
    const consentKind = dayOfConsentKindOf(registration.regType);
    if (consentKind === null) return null;
    return memberConsentStateOf(
      registration.data,
      this.#received.has(receivedKey(consentKind, registration.email)),
      this.#awaiting.has(registration.regId),
    );
  }

  /**
   * Who signed the student's received day-of consent, and when it was confirmed: its last recorded
   * signature. Null when none was received (or one stored before signatures were recorded).
   */
  dayOfConsentSignatureOf(registration: Registration): ConsentRecord | null {
    const consentKind = dayOfConsentKindOf(registration.regType);
    if (consentKind === null) return null;
    return this.#received.get(receivedKey(consentKind, registration.email)) ?? null;
  }
}

/** The day-of consent kind of each student kind (same student email, same school level), from the registry. */
export const DAY_OF_CONSENT_TYPE_OF: Partial<Record<RegType, RegType>> = Object.fromEntries(
  (Object.keys(REGISTRATION_KINDS) as RegType[]).flatMap((regType) => {
    const consent = dayOfConsentKindOf(regType);
    return consent ? [[regType, consent]] : [];
  }),
);

/** What is known of a student registration's day-of consent. */
export interface DayOfConsentStatus {
  /** A day-of consent confirmed from the registration's parent/guardian email. */
  received: boolean;
  /** A day-of consent filed and mailed to the parent, not yet confirmed, its link not yet expired. */
  awaitingConfirmation: boolean;
}

/**
 * Where a student registration's consent stands, as its owner sees it: signed on the form, else a signed
 * paper form recorded by the organisers, else a confirmed day-of consent, else one awaiting the parent's confirmation, else the school's promise to submit it, else
 * missing. Null for a kind without a consent state. Only a confirmed day-of consent counts as received
 * (SECURITY.md item 25); an unconfirmed one is shown as waiting, never as received. (The organisers' views
 * read many at once through `ConsentStates`, which counts the same confirmed consents.)
 */
export function consentStateOf(registration: Registration, dayOfConsent: DayOfConsentStatus): ConsentState | null {
  if (!DAY_OF_CONSENT_TYPE_OF[registration.regType]) return null;
  const { data } = registration;
  if (signatureOf(data.stemDayConsent, STUDENT_CONSENT_SIGNING)) return 'signed-on-form';
  if (paperFormOf(data)) return 'paper-form-received';
  if (dayOfConsent.received) return 'received';
  if (dayOfConsent.awaitingConfirmation) return 'awaiting-parent-confirmation';
  if (data.consentWillBeSubmittedBySchool === '1') return 'school-will-submit';
  return 'missing';
}

/**
 * Reads a student registration's day-of consent status from the store (`consentStateOf`'s second argument).
 * `owned`: the registrations of the student's email, when the caller has read them already.
 */
export async function dayOfConsentOf(
  store: RegistrationStore,
  registration: Registration,
  owned?: readonly Registration[],
): Promise<DayOfConsentStatus> {
  const consentType = DAY_OF_CONSENT_TYPE_OF[registration.regType];
  if (!consentType) return { received: false, awaitingConfirmation: false };
  owned ??= await store.listByOwner(registration.email);
  const received = owned.some(
    (consent) =>
      consent.regType === consentType &&
      emailKey(consent.email) === emailKey(registration.email) &&
      countsAsReceived(consent),
  );
  return { received, awaitingConfirmation: await awaitingConfirmation(store, registration.regId) };
}

/** A student registration's consent state as it stands in the store now (null for a kind without one). */
export async function readConsentState(
  store: RegistrationStore,
  registration: Registration,
  owned?: readonly Registration[],
): Promise<ConsentState | null> {
  return consentStateOf(registration, await dayOfConsentOf(store, registration, owned));
}
