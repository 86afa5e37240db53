import { kindOf, REGISTRATION_KINDS, type EventSlug, type RegistrationKind } from '../registration-kinds.ts';

// A module of its own, not in registration-kinds.ts: the pages that read the registry alone (the thank-you
// page's 5 KB budget) do not carry it.

/**
 * The day-of consent kind that goes with a student kind (same career day), or null for a kind that has none
 * (chaperones sign on their own form; groups, companies and scholarships have no parent consent). From the
 * registry, so a new student or consent kind pairs without an edit elsewhere.
 */
export function dayOfConsentKindOf(regType: unknown): RegistrationKind | null {
  const kind = kindOf(regType);
  if (!kind || kind.thankYou !== 'student' || kind.event === null) return null;
  return dayOfConsentKindOfEvent(kind.event);
}

/** The day-of consent kind of a career day (its form is the one a parent signs for that day), or null. */
export function dayOfConsentKindOfEvent(event: EventSlug): RegistrationKind | null {
  return (
    Object.values(REGISTRATION_KINDS).find(
      (candidate) => candidate.thankYou === 'day-of-consent' && candidate.event === event,
    ) ?? null
  );
}
