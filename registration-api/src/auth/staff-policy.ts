import type { StaffConfig } from '../config/env.ts';
import { emailKey, type Session } from '../store/registration-store.ts';
import { verifiedEmail } from './session-service.ts';

/** The value at a dot path of the provider's claims (`realm_access.roles`), or undefined. */
function claimAt(claims: Record<string, unknown>, path: string): unknown {
  let value: unknown = claims;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Who is staff (the organisers' desk; SECURITY.md item 29). A person is staff when the provider verified
 * their email and either that email is listed in STAFF_EMAILS or, at login, the provider's role claim
 * (STAFF_ROLE_CLAIM) named STAFF_ROLE. An unverified email is never staff, whatever its roles: the audit
 * log names staff by that email, and a role on an account anybody could create under someone's address
 * proves nothing about who uses it.
 */
export class StaffPolicy {
  readonly #emails: Set<string>;
  readonly #roleClaim: string | undefined;
  readonly #role: string;

  constructor(config: StaffConfig) {
    this.#emails = new Set(config.emails.map(emailKey));
    this.#roleClaim = config.roleClaim;
    this.#role = config.role;
  }

  /** Whether the provider's claims at login name the staff role (a string, or one of a list). */
  hasRole(claims: Record<string, unknown> | undefined): boolean {
    if (this.#roleClaim === undefined || claims === undefined) return false;
    const value = claimAt(claims, this.#roleClaim);
    return value === this.#role || (Array.isArray(value) && value.includes(this.#role));
  }

  /** The staff member's verified email when the session is staff's; null otherwise. */
  staffEmail(session: Session): string | null {
    const email = verifiedEmail(session);
    if (email === null) return null;
    return session.staffRole === true || this.#emails.has(emailKey(email)) ? email : null;
  }
}
