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
