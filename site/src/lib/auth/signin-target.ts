import { sameSitePath } from '@stem/shared/same-site-path';
import { loginUrl } from './session-client.ts';

/** Where /signin returns to when it was not asked to go anywhere, or was asked to go somewhere it may not. */
export const SIGNIN_DEFAULT_RETURN = '/multiple';

/**
 * Where /signin sends the visitor (SPEC §2: "No page; handled by the external login"): the login, coming
 * back to the `returnTo` of the page's query when it is a same-site path, else to /multiple.
 */
export function signinTarget(search: string): string {
  // The API's own rule (shared), so /signin never forwards what a browser could read as another origin.
  const returnTo = sameSitePath(new URLSearchParams(search).get('returnTo'));
  return loginUrl(returnTo ?? SIGNIN_DEFAULT_RETURN);
}

/**
 * Pages a visitor who logs in from them has no reason to come back to: what they show is over (an error, a
 * refusal, a message sent) or is the way in itself. Log in on them returns to the registrations instead.
 */
const NO_RETURN_PAGES = [
  '/error-404',
  '/error-500',
  '/access-denied',
  '/account-already-exists',
  '/contact-thank-you',
  '/signin',
  '/signup',
];

/** Where the nav bar's Log in comes back to from `path` (pathname and query): the page, unless it is one of those. */
export function loginReturnFor(path: string): string {
  const pathname = path.split('?')[0]!.replace(/\/$/, '').toLowerCase();
  return NO_RETURN_PAGES.includes(pathname) ? SIGNIN_DEFAULT_RETURN : path;
}
