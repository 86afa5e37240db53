import { createHmac, timingSafeEqual } from 'node:crypto';
import { createChallenge, randomInt, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as v from 'valibot';
import { AppError } from '../errors/app-error.ts';
import { CAPTCHA_UNAVAILABLE_MESSAGE, type CaptchaVerifier, type ChallengeIssuer } from './captcha-verifier.ts';

/** Where solved challenges are recorded so each is accepted once (the registration store). */
export interface UsedKeys {
  consumeOnce(key: string, expiresAt: Date): Promise<boolean>;
}

export interface AltchaOptions {
  /** Signs challenges: whoever holds it can mint challenges that verify. */
  hmacKey: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The secret counter is drawn from [counterMax / 2, counterMax]; the client tries every value up to it. */
  counterMax: number;
  /** How long a challenge may take from issue to submit: long enough to fill in the longest form. */
  expiresInSeconds?: number;
  usedKeys: UsedKeys;
}

const ALGORITHM = 'PBKDF2/SHA-256';
/** A v2 payload is well under 1 KiB; anything much larger is not one. */
const MAX_TOKEN_LENGTH = 4096;

/**
 * Only the shape verification relies on; `looseObject` keeps every signed parameter as sent, since the
 * signature covers them all. Signature, key signature and expiry are checked by #verifiesSynchronously.
 */
const PayloadSchema = v.object({
  challenge: v.object({
    parameters: v.looseObject({
      algorithm: v.literal(ALGORITHM),
      nonce: v.pipe(v.string(), v.regex(/^[0-9a-f]{16,128}$/)),
      expiresAt: v.pipe(v.number(), v.integer()),
    }),
    signature: v.string(),
  }),
  solution: v.object({ counter: v.number(), derivedKey: v.string() }),
});

/**
 * ALTCHA, self-hosted proof of work (altcha-lib v2). Challenges are deterministic: the server picks the
 * counter and signs the derived key, so verifying costs one HMAC however expensive solving was.
 */
export class AltchaCaptcha implements CaptchaVerifier, ChallengeIssuer {
  readonly provider = 'altcha';
  readonly #hmacKey: string;
  readonly #keySignatureKey: string;
  readonly #cost: number;
  readonly #counterMax: number;
  readonly #expiresInSeconds: number;
  readonly #usedKeys: UsedKeys;

  constructor(options: AltchaOptions) {
    this.#hmacKey = options.hmacKey;
    // A second, independent secret for key signatures, derived so that one variable configures both.
    this.#keySignatureKey = createHmac('sha256', options.hmacKey).update('altcha key signature').digest('hex');
    this.#cost = options.cost;
    this.#counterMax = options.counterMax;
    this.#expiresInSeconds = options.expiresInSeconds ?? 20 * 60;
    this.#usedKeys = options.usedKeys;
  }

  createChallenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: this.#cost,
      counter: randomInt(this.#counterMax, Math.ceil(this.#counterMax / 2)),
      deriveKey,
      // Always set: the used-key record must be able to expire.
      expiresAt: new Date(Date.now() + this.#expiresInSeconds * 1000),
      hmacSignatureSecret: this.#hmacKey,
      hmacKeySignatureSecret: this.#keySignatureKey,
    });
  }

  /** True once for a valid, unexpired solution of a challenge this key signed; false for anything else. */
  async verify(token: string): Promise<boolean> {
    const payload = decode(token);
    if (!payload || !this.#verifiesSynchronously(payload)) return false;
    // Recorded only after verification, so forged payloads cannot fill the store.
    const { nonce, expiresAt } = payload.challenge.parameters;
    try {
      return await this.#usedKeys.consumeOnce(`altcha:${nonce}`, new Date(expiresAt * 1000));
    } catch (error) {
      // Where solutions are recorded is away: not the visitor's fault, and a solution that cannot be
      // recorded must not be accepted, so a 503 rather than "please verify". The store says so itself
      // (StoreUnavailableError); Redis's errors are the captcha check's.
      if (error instanceof AppError) throw error;
      throw new AppError('CAPTCHA_UNAVAILABLE', CAPTCHA_UNAVAILABLE_MESSAGE, { cause: error });
    }
  }

  /**
   * altcha-lib's verifySolution, path "key signature" (every challenge this class issues has one), with
   * node:crypto's synchronous HMAC: altcha-lib goes through WebCrypto, whose key import and promise hops cost
   * about a seventh of a whole create under load, for two HMACs of a few dozen bytes. Same checks, same
   * order: expiry, the parameters' signature (over altcha-lib's canonical JSON), then the derived key's.
   * altcha-captcha.test.ts checks both ways against altcha-lib's own createChallenge and solver.
   */
  #verifiesSynchronously({ challenge, solution }: Payload & v.InferOutput<typeof PayloadSchema>): boolean {
    const { parameters, signature } = challenge;
    if (parameters.expiresAt < Date.now() / 1000) return false;
    const signed = hmacHex(this.#hmacKey, canonicalJson(parameters));
    if (!sameHex(signature, signed)) return false;
    const { counter, derivedKey } = solution;
    if (!Number.isInteger(counter) || counter < 0 || counter > 0xffffffff) return false;
    if (!/^(?:[0-9a-f]{2})+$/.test(derivedKey) || typeof parameters.keySignature !== 'string') return false;
    return sameHex(parameters.keySignature, hmacHex(this.#keySignatureKey, Buffer.from(derivedKey, 'hex')));
  }
}

const hmacHex = (key: string, data: string | Buffer) => createHmac('sha256', key).update(data).digest('hex');

/** Constant-time comparison of a sent hex string with a computed one (lengths are not secret). */
function sameHex(sent: string, computed: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(computed);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * What altcha-lib signs (its helpers' canonicalJSON, not exported): keys sorted at every depth, undefined
 * values left out, an own `__proto__` kept as a key.
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .flatMap((key) => (object[key] === undefined ? [] : [[key, sortKeys(object[key])]])),
  );
}

function decode(token: unknown): (Payload & v.InferOutput<typeof PayloadSchema>) | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const result = v.safeParse(PayloadSchema, json);
  return result.success ? (result.output as Payload & v.InferOutput<typeof PayloadSchema>) : null;
}
