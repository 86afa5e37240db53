// Its own module, not the kind registry's: the registry is in every page that names a kind (the thank-you
// page's script is held to 5 KB), and only the chooser and the API name a registration.
import { REGISTRATION_KINDS } from './registration-kinds.ts';
import type { RegType } from './reg-types.ts';

/**
 * How a registration is named to its owner (the chooser, the cancel dialog, the cancellation mail): its
 * person, what it is for when the kind names that (a group, a company), and the kind: "Ada Lovelace (High
 * school student)", "Mae Jemison · Rockets (Middle school group)".
 */
export function labelOfRegistration(registration: {
  regType: RegType;
  person: string;
  entityName?: string | undefined;
}): string {
  const name = [registration.person, registration.entityName ?? ''].map((part) => part.trim()).filter(Boolean);
  return `${name.join(' · ') || 'Registration'} (${REGISTRATION_KINDS[registration.regType].label})`;
}
