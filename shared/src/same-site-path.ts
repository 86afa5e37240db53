const PROBE_ORIGIN = 'http://same-site-path.invalid';

/**
 * `value` as a same-site relative path to return to after login, or null (SECURITY.md item 14). Refuses
 * anything a browser could read as another origin: absolute URLs, `//host`, `/\host` (browsers treat `\` as
 * `/`), control or whitespace characters, encoded slashes in the first segment, and paths back into the
 * login machinery (/auth: its callback without its cookie would only fail). What passes is rebuilt from the
 * parsed path, search and hash, never echoed as given. The API's login and the site's /signin both use it.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 512) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\\\u0000-\u0020\u007f]/.test(value)) return null;
  // `/%2f%2fevil.example` decodes to `//evil.example` in some redirect handlers.
  if (/^\/(%2f|%5c)/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments collapse on parsing: `/.//evil.example` becomes `//evil.example`.
  return path.startsWith('//') ? null : path;
}
