import { loginUrl } from './session-client.ts';

/** Where /signin returns to when it was not asked to go anywhere, or was asked to go somewhere it may not. */
export const SIGNIN_DEFAULT_RETURN = '/multiple';

const PROBE_ORIGIN = 'http://signin.invalid';

/**
 * `returnTo` when it is a same-site relative path, else null. The API checks it again (its `safeReturnTo`);
 * this keeps /signin from even forwarding anything a browser could read as another origin: absolute URLs,
 * `//host`, `/\host`, whitespace or control characters, encoded slashes in the first segment, and paths
 * back into the login machinery (/auth).
 */
export function sameSiteReturnTo(value: string | null): string | null {
  if (!value || value.length > 512 || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\\\u0000-\u0020\u007f]/.test(value) || /^\/(%2f|%5c)/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? null : path;
}

/**
 * Where /signin sends the visitor (SPEC §2: "No page; handled by the external login"): the login, coming
 * back to the `returnTo` of the page's query when it is a same-site path, else to /multiple.
 */
export function signinTarget(search: string): string {
  const returnTo = sameSiteReturnTo(new URLSearchParams(search).get('returnTo'));
  return loginUrl(returnTo ?? SIGNIN_DEFAULT_RETURN);
}
