import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CaptchaConfig } from '../config/env.ts';
import { AltchaCaptcha, type UsedKeys } from './altcha-captcha.ts';
import type { CaptchaVerifier } from './captcha-verifier.ts';
import { RecaptchaVerifier } from './recaptcha-verifier.ts';

export interface CaptchaDependencies {
  usedKeys: UsedKeys;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** reCAPTCHA's way to Google (tests stand in for it). */
  fetch?: typeof fetch;
}

/** The provider CAPTCHA_PROVIDER names (config/env.ts has already checked its keys are there). */
export function createCaptcha(config: CaptchaConfig, dependencies: CaptchaDependencies): CaptchaVerifier {
  if (config.provider === 'recaptcha') {
    return new RecaptchaVerifier({ secretKey: config.secretKey, fetch: dependencies.fetch });
  }
  let hmacKey = config.hmacKey;
  if (hmacKey === undefined) {
    // Outside production only (env.ts requires the key there).
    hmacKey = randomBytes(32).toString('base64url');
    dependencies.log.warn(
      'ALTCHA_HMAC_KEY is not set: using a key generated for this process. Challenges stop verifying after a ' +
        'restart and are not shared between instances; set ALTCHA_HMAC_KEY (32+ characters) to keep them.',
    );
  }
  return new AltchaCaptcha({
    hmacKey,
    cost: config.cost,
    counterMax: config.counterMax,
    usedKeys: dependencies.usedKeys,
  });
}
