import { sameSitePath } from '@stem/shared/same-site-path';

/** Where a login goes when it was not asked to go anywhere (or was asked to go somewhere it may not). */
export const DEFAULT_RETURN_TO = '/';

/**
 * Pages a visitor who logs in from them has no reason to come back to: what they show is over (an error, a
 * refusal, a message sent) or is the way in itself. The nav bar's Log in on them asks to come back to them;
 * the login goes to the registrations instead. (Decided here, not in the page's script: every content page
 * carries that script, within 5 KB.)
 */
const NO_RETURN_PAGE = /^\/(error-\d+|access-denied|account-already-exists|contact-thank-you|sign(in|up))\/?$/i;

/** Where a login on a page with nothing to come back to returns: the signed-in visitor's registrations. */
export const REGISTRATIONS_PAGE = '/multiple';

/**
 * The page to return to after login: a same-site relative path (SECURITY.md item 14), or DEFAULT_RETURN_TO;
 * the registrations instead of a page that has nothing to come back to.
 */
export function safeReturnTo(value: unknown): string {
  const path = sameSitePath(value);
  if (path === null) return DEFAULT_RETURN_TO;
  return NO_RETURN_PAGE.test(path.split(/[?#]/)[0]!) ? REGISTRATIONS_PAGE : path;
}
