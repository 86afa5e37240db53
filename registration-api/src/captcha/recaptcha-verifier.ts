import * as v from 'valibot';
import { AppError } from '../errors/app-error.ts';
import { CAPTCHA_UNAVAILABLE_MESSAGE, type CaptchaVerifier } from './captcha-verifier.ts';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface RecaptchaOptions {
  secretKey: string;
  /** Injectable so that tests can stand in for Google, which this machine cannot reach. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The part of Google's answer we rely on; `error-codes` and the rest are ignored. */
const SiteverifyAnswerSchema = v.object({ success: v.boolean() });

/** A widget token is a few hundred to a few thousand characters; refuse junk without asking Google. */
const MAX_TOKEN_LENGTH = 8192;

/**
 * Google reCAPTCHA v2 (checkbox), verified server-side with siteverify. Google itself refuses a token
 * used twice (`timeout-or-duplicate`), so no replay record is kept here.
 */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly provider = 'recaptcha';
  readonly #secretKey: string;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;

  constructor(options: RecaptchaOptions) {
    this.#secretKey = options.secretKey;
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#timeoutMs = options.timeoutMs ?? 5000;
  }

  async verify(token: string, remoteIp?: string): Promise<boolean> {
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return false;
    const form = new URLSearchParams({ secret: this.#secretKey, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let answer: unknown;
    try {
      const response = await this.#fetch(RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
      answer = await response.json();
    } catch (error) {
      // Google unreachable is not the visitor's fault: no "please verify" message, a 503 instead.
      throw new AppError('CAPTCHA_UNAVAILABLE', CAPTCHA_UNAVAILABLE_MESSAGE, { cause: error });
    }
    const parsed = v.safeParse(SiteverifyAnswerSchema, answer);
    if (!parsed.success) {
      throw new AppError('CAPTCHA_UNAVAILABLE', CAPTCHA_UNAVAILABLE_MESSAGE);
    }
    return parsed.output.success;
  }
}
