/**
 * Just enough of a browser to drive sign-in pages from a test: a cookie jar (host-only cookies, path match,
 * expiry and deletion) over plain `fetch` with `redirect: 'manual'`, following redirects one hop at a time.
 * Cookies are kept per host name without the port, as browsers do.
 */

interface StoredCookie {
  name: string;
  value: string;
  host: string;
  path: string;
  /** Milliseconds since the epoch; undefined for a session cookie. */
  expires?: number;
  secure: boolean;
}

export class CookieJar {
  readonly #cookies = new Map<string, StoredCookie>();

  /** Takes every Set-Cookie header of a response to a request for `url`. */
  store(url: URL, response: Response): void {
    for (const header of response.headers.getSetCookie()) this.#storeOne(url, header);
  }

  #storeOne(url: URL, header: string): void {
    const [pair, ...attributes] = header.split(';');
    const separator = pair!.indexOf('=');
    if (separator <= 0) return;
    const cookie: StoredCookie = {
      name: pair!.slice(0, separator).trim(),
      value: pair!.slice(separator + 1).trim(),
      host: url.hostname,
      path: defaultPath(url),
      secure: false,
    };
    let maxAge: number | undefined;
    for (const attribute of attributes) {
      const [rawKey, ...rest] = attribute.split('=');
      const key = rawKey!.trim().toLowerCase();
      const value = rest.join('=').trim();
      if (key === 'path' && value.startsWith('/')) cookie.path = value;
      else if (key === 'expires') cookie.expires = Date.parse(value);
      else if (key === 'max-age') maxAge = Number(value);
      else if (key === 'secure') cookie.secure = true;
    }
    // Max-Age wins over Expires, as in browsers.
    if (maxAge !== undefined && Number.isFinite(maxAge)) cookie.expires = Date.now() + maxAge * 1000;
    const key = `${cookie.host};${cookie.path};${cookie.name}`;
    if (cookie.expires !== undefined && cookie.expires <= Date.now()) this.#cookies.delete(key);
    else this.#cookies.set(key, cookie);
  }

  /** The Cookie header a browser would send to `url`, longest paths first; undefined when there is none. */
  header(url: URL): string | undefined {
    const now = Date.now();
    const matching = [...this.#cookies.values()]
      .filter(
        (cookie) =>
          cookie.host === url.hostname &&
          pathMatches(url.pathname, cookie.path) &&
          (cookie.expires === undefined || cookie.expires > now) &&
          (!cookie.secure || url.protocol === 'https:'),
      )
      .sort((a, b) => b.path.length - a.path.length);
    return matching.length === 0 ? undefined : matching.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }

  /** Names of the cookies held for a host (for assertions such as "the session cookie is gone"). */
  names(host: string): string[] {
    return [...this.#cookies.values()].filter((cookie) => cookie.host === host).map((cookie) => cookie.name);
  }

  clear(): void {
    this.#cookies.clear();
  }

  /** The browser closed and opened again: its session cookies (those with no expiry) are gone. */
  dropSessionCookies(): void {
    for (const [key, cookie] of this.#cookies) if (cookie.expires === undefined) this.#cookies.delete(key);
  }
}

/** RFC 6265 5.1.4: the request path up to its last slash. */
function defaultPath(url: URL): string {
  const last = url.pathname.lastIndexOf('/');
  return last <= 0 ? '/' : url.pathname.slice(0, last);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

/** Where a navigation ended: the last response, or the redirect it was told to stop at. */
export interface Landing {
  /** The URL of the last response, or the Location it stopped at. */
  url: URL;
  /** Status of the last response (the redirect's status when it stopped at one). */
  status: number;
  /** Body of the last response ('' when it stopped at a redirect). */
  body: string;
  /** True when it stopped at a redirect because `stopAt` said so. */
  stopped: boolean;
}

export interface NavigateOptions {
  /** Method and urlencoded fields of the first request (a form post); later hops are GETs, as after a 303. */
  form?: Record<string, string>;
  /** Do not follow a redirect to this URL: return it instead (e.g. the relying party's callback). */
  stopAt?: (location: URL) => boolean;
  /** At most this many redirects (default 10). */
  maxRedirects?: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export class HeadlessBrowser {
  readonly jar = new CookieJar();

  /** One request, cookies in and out, redirects not followed. */
  async request(url: URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers = new Headers({ accept: 'text/html,application/json;q=0.9,*/*;q=0.8' });
    const cookie = this.jar.header(url);
    if (cookie !== undefined) headers.set('cookie', cookie);
    let body: string | undefined;
    if (init.form !== undefined) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
    });
    this.jar.store(url, response);
    return response;
  }

  /** Opens a URL (or submits a form to it) and follows redirects the way a browser does. */
  async navigate(start: URL | string, options: NavigateOptions = {}): Promise<Landing> {
    let url = new URL(start);
    let init: { method?: string; form?: Record<string, string> } =
      options.form === undefined ? {} : { form: options.form };
    for (let hop = 0; hop <= (options.maxRedirects ?? 10); hop += 1) {
      const response = await this.request(url, init);
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || location === null) {
        return { url, status: response.status, body: await response.text(), stopped: false };
      }
      await response.body?.cancel();
      const next = new URL(location, url);
      if (options.stopAt?.(next)) return { url: next, status: response.status, body: '', stopped: true };
      // 307/308 repeat the method and body; the others turn into a GET.
      if (response.status !== 307 && response.status !== 308) init = {};
      url = next;
    }
    throw new Error(`more than ${options.maxRedirects ?? 10} redirects from ${String(start)}`);
  }
}

/** The first form's `action` on a page, resolved against the page's URL. */
export function formAction(page: Landing, index = 0): URL {
  const actions = [...page.body.matchAll(/<form\b[^>]*\baction="([^"]*)"/g)].map((match) => match[1]!);
  const action = actions[index];
  if (action === undefined) throw new Error(`no form on ${page.url.href} (status ${page.status})`);
  return new URL(decodeEntities(action), page.url);
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every hidden input on the page (inside a form or tied to one with `form=`), name → value. */
export function hiddenFields(page: Landing): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [input] of page.body.matchAll(/<input\b[^>]*>/g)) {
    if (!/\btype="hidden"/.test(input)) continue;
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    const value = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? '';
    if (name !== undefined) fields[decodeEntities(name)] = decodeEntities(value);
  }
  return fields;
}
