import { isFilled, REGISTRATION_KINDS, kindOf, type MemberConsentState, type RegType } from '@stem/shared';
import { emailKey, type Registration, type RegistrationStore } from '../store/registration-store.ts';

/**
 * The day-of consent kind that goes with a student kind (same career day): from the registry, so a new
 * student or consent kind pairs without an edit here. Null for a kind that has none (chaperones sign on
 * their own form; companies and scholarships have no parent consent).
 */
export function dayOfConsentKindOf(regType: RegType): RegType | null {
  const kind = kindOf(regType);
  if (!kind || kind.thankYou !== 'student' || kind.event === null) return null;
  const consent = Object.values(REGISTRATION_KINDS).find(
    (candidate) => candidate.thankYou === 'day-of-consent' && candidate.event === kind.event,
  );
  return consent?.regType ?? null;
}

/**
 * A student's consent for the day, the one rule every view uses (the group roster, the staff desk, the
 * check-in): signed on the registration form (the signature is stored only when the consent was done
 * there, SPEC §4), else a day-of consent received for the student, else the school will submit it, else
 * missing. A received consent wins over the school's promise: it is the one the teacher can count on.
 * `dayOfConsentReceived` is what `ConsentStates` decides counts as received.
 */
export function consentStateOf(data: Registration['data'], dayOfConsentReceived: boolean): MemberConsentState {
  const consent = data.stemDayConsent;
  const signature =
    consent !== null && typeof consent === 'object' ? Reflect.get(consent, 'parentGuardianElSignature') : '';
  if (isFilled(signature)) return 'signed';
  if (dayOfConsentReceived) return 'day-of-received';
  if (data.consentWillBeSubmittedBySchool === '1') return 'school';
  return 'missing';
}

/**
 * Whether a stored day-of consent counts for its student. Today every stored one does; when day-of
 * consents come to need the parent's confirmation by email, this is the one place to say so.
 */
export function countsAsReceived(_consent: Registration): boolean {
  return true;
}

/**
 * The consent states of students, read once for many (a roster, a headcount, a list): which day-of
 * consents the store holds, by consent kind and student email. A day-of consent counts as received when
 * one of the student's level exists for the student's email and `countsAsReceived` says it counts.
 */
export class ConsentStates {
  readonly #received: Set<string>;

  private constructor(received: Set<string>) {
    this.#received = received;
  }

  /** Reads the day-of consents of every consent kind the registry pairs with a student kind. */
  static async load(store: RegistrationStore): Promise<ConsentStates> {
    const consentKinds = new Set(
      (Object.keys(REGISTRATION_KINDS) as RegType[]).flatMap((regType) => dayOfConsentKindOf(regType) ?? []),
    );
    const received = new Set<string>();
    for (const regType of consentKinds) {
      for (const consent of await store.listByType(regType)) {
        if (countsAsReceived(consent)) received.add(`${regType}:${emailKey(consent.email)}`);
      }
    }
    return new ConsentStates(received);
  }

  /** The student's consent state, or null for a registration of a kind without a day-of consent. */
  of(registration: Registration): MemberConsentState | null {
    const consentKind = dayOfConsentKindOf(registration.regType);
    if (consentKind === null) return null;
    return consentStateOf(registration.data, this.#received.has(`${consentKind}:${emailKey(registration.email)}`));
  }
}
