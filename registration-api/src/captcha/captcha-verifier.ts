import type { Challenge } from 'altcha-lib';

/**
 * The one captcha interface (DESIGN.md §4): create forms and the contact form call `verify` with the token
 * the widget produced. False means "not a valid, unused solution" (the caller answers code -4); a rejection
 * means the check itself could not be made (the error handler answers 503).
 */
export interface CaptchaVerifier {
  readonly provider: 'altcha' | 'recaptcha';
  verify(token: string, remoteIp?: string): Promise<boolean>;
}

/** A provider that issues its own challenges (ALTCHA); reCAPTCHA's come from Google. */
export interface ChallengeIssuer {
  createChallenge(): Promise<Challenge>;
}

export const issuesChallenges = (captcha: CaptchaVerifier): captcha is CaptchaVerifier & ChallengeIssuer =>
  typeof (captcha as Partial<ChallengeIssuer>).createChallenge === 'function';

/** The 503 answer's message when a check cannot be made (the provider or the used-solution records away). */
export const CAPTCHA_UNAVAILABLE_MESSAGE = 'The captcha check is not available right now. Please try again later.';
