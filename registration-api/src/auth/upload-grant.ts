import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a create answer's upload grant lasts: the site uploads the files right after the create. */
export const UPLOAD_GRANT_SECONDS = 30 * 60;

/** `<payload>.<signature>`, both base64url; the payload is small JSON. */
const GRANT = /^([A-Za-z0-9_-]{8,256})\.([A-Za-z0-9_-]{43})$/;

interface GrantPayload {
  /** The one registration the grant is for. */
  r: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

/**
 * Upload grants (DESIGN.md §4, issue 12): a create of a kind with files answers, beside its regId, a short
 * signed statement "the bearer may attach files to this regId until then", so the registrant who just
 * created it can upload the logo without logging in. HMAC-SHA256 with a key of its own (derived from
 * AUTH_SECRET for this purpose only), so a grant is never an access token or the reverse. It names no person
 * and opens nothing but POST /api/files for that registration.
 */
export class UploadGrants {
  readonly #key: Buffer;
  readonly #seconds: number;
  readonly #now: () => number;

  constructor(key: Buffer, options: { seconds?: number; now?: () => number } = {}) {
    this.#key = key;
    this.#seconds = options.seconds ?? UPLOAD_GRANT_SECONDS;
    this.#now = options.now ?? Date.now;
  }

  /** A grant for this regId, valid for UPLOAD_GRANT_SECONDS. */
  issue(regId: string): string {
    const payload: GrantPayload = { r: regId, e: Math.floor(this.#now() / 1000) + this.#seconds };
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${encoded}.${this.#sign(encoded)}`;
  }

  /** The regId a grant is for, or null when it is not one of ours, was altered or has expired. */
  verify(grant: unknown): string | null {
    const match = typeof grant === 'string' ? GRANT.exec(grant) : null;
    if (!match) return null;
    const [, encoded, signature] = match as unknown as [string, string, string];
    const expected = Buffer.from(this.#sign(encoded));
    if (!timingSafeEqual(Buffer.from(signature), expected)) return null;
    let payload: Partial<GrantPayload>;
    try {
      payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<GrantPayload>;
    } catch {
      return null;
    }
    if (typeof payload.r !== 'string' || typeof payload.e !== 'number') return null;
    return payload.e * 1000 > this.#now() ? payload.r : null;
  }

  #sign(encoded: string) {
    return createHmac('sha256', this.#key).update(encoded).digest('base64url');
  }
}
