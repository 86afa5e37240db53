import { MESSAGES } from '@stem/shared';
import { AppError } from '../errors/app-error.ts';
import type { CaptchaVerifier } from './captcha-verifier.ts';

/**
 * The captcha check of every create and of the contact form (SECURITY.md item 16): an empty token (the
 * schema's default when none was sent), a wrong or a used one is refused with -4 'Please verify using
 * reCAPTCHA.' (SPEC §8, a failed response); a provider that cannot be asked rejects (503).
 */
export async function requireCaptcha(captcha: CaptchaVerifier, token: unknown, remoteIp: string | undefined) {
  if (typeof token !== 'string' || token === '' || !(await captcha.verify(token, remoteIp))) {
    throw new AppError('CAPTCHA_FAILED', MESSAGES.verifyCaptcha);
  }
}
