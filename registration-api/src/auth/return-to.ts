/** Where a login goes when it was not asked to go anywhere (or was asked to go somewhere it may not). */
export const DEFAULT_RETURN_TO = '/';

const PROBE_ORIGIN = 'http://return-to.invalid';

/**
 * The page to return to after login: a same-site relative path, or DEFAULT_RETURN_TO (SECURITY.md item 14).
 * Refuses anything a browser could read as another origin: absolute URLs, `//host`, `/\host` (browsers
 * treat `\` as `/`), control characters and encoded slashes in the first segment. What passes is rebuilt
 * from the parsed path, search and hash, never echoed as given.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 512) return DEFAULT_RETURN_TO;
  if (!value.startsWith('/') || value.startsWith('//')) return DEFAULT_RETURN_TO;
  // Backslashes and control or whitespace characters have no place in our paths and change how browsers
  // parse the rest.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\\\u0000-\u0020\u007f]/.test(value)) return DEFAULT_RETURN_TO;
  // `/%2f%2fevil.example` decodes to `//evil.example` in some redirect handlers.
  if (/^\/(%2f|%5c)/i.test(value)) return DEFAULT_RETURN_TO;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (url.origin !== PROBE_ORIGIN) return DEFAULT_RETURN_TO;
  // Never back into the login machinery: /auth/callback without its cookie would only fail.
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return DEFAULT_RETURN_TO;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments collapse on parsing: `/.//evil.example` becomes `//evil.example`.
  return path.startsWith('//') ? DEFAULT_RETURN_TO : path;
}
