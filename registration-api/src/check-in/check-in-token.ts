import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import { CHECK_IN_TOKEN_FORMAT, CHECK_IN_TOKEN_PREFIX } from '@stem/shared';

/** 18 bytes of the HMAC: 24 URL-safe characters, 144 bits that nobody without the key can produce. */
const TOKEN_BYTES = 18;

/**
 * The check-in tokens printed as QR codes in confirmations (issue 15 point 4): an HMAC-SHA256 of the regId
 * under CHECKIN_HMAC_KEY, so a token names nobody, is not the regId (which opens nothing either, but is the
 * registration's key) and cannot be made without the key. It is derived, not stored: every confirmation of a
 * registration carries the same code, and the key must stay the same from the first mail to the day.
 */
export class CheckInTokens {
  /** A KeyObject: an HMAC keyed with a Buffer costs several times more (node copies and checks it each time). */
  readonly #key: KeyObject;

  /** `key` unset (outside production only): one generated for this process, with `onGenerated` told so. */
  constructor(key: string | undefined, onGenerated?: (message: string) => void) {
    if (key === undefined) {
      onGenerated?.(
        'CHECKIN_HMAC_KEY is not set: using a key generated for this process. QR codes in confirmations stop ' +
          'working after a restart; set CHECKIN_HMAC_KEY (32+ characters) to keep them.',
      );
    }
    this.#key = createSecretKey(Buffer.from(key ?? randomBytes(32).toString('base64url')));
  }

  /** The registration's check-in token: `SCD1.` and 24 URL-safe characters. */
  tokenOf(regId: string): string {
    const mac = createHmac('sha256', this.#key).update(`check-in:${regId}`).digest().subarray(0, TOKEN_BYTES);
    return `${CHECK_IN_TOKEN_PREFIX}${mac.toString('base64url')}`;
  }

  /** Whether `token` is this registration's, compared in constant time. */
  matches(token: string, regId: string): boolean {
    if (!CHECK_IN_TOKEN_FORMAT.test(token)) return false;
    return timingSafeEqual(Buffer.from(token), Buffer.from(this.tokenOf(regId)));
  }
}
