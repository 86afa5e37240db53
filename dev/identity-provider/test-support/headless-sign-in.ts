import fs from 'node:fs';
import path from 'node:path';
import { formAction, HeadlessBrowser, hiddenFields, type Landing } from './headless-browser.ts';

/**
 * Drive the identity provider's pages without a browser, as a relying-party test needs: open the
 * authorization URL, fill in the form the provider shows, and come back with where it sends the user.
 */

export interface SignInHeadlessOptions {
  /** From `client.buildAuthorizationUrl(...)` of the relying party. */
  authorizationUrl: URL | string;
  email: string;
  password: string;
  /** Reuse a browser (its cookies) across steps; a fresh one by default. */
  browser?: HeadlessBrowser;
}

/** Thrown when the provider answers with a page instead of a redirect back (e.g. a wrong password). */
export class HeadlessFlowError extends Error {
  readonly landing: Landing;
  constructor(message: string, landing: Landing) {
    super(`${message} (${landing.status} at ${landing.url.href}): ${visibleText(landing.body).slice(0, 300)}`);
    this.name = 'HeadlessFlowError';
    this.landing = landing;
  }
}

/** Stop as soon as a redirect leaves the provider: that is the relying party's redirect_uri (or post-logout URI). */
const leaves = (providerOrigin: string) => (location: URL) => location.origin !== providerOrigin;

/**
 * Opens the authorization URL, signs in on the provider's form and returns the callback URL it redirects to
 * (`redirect_uri?code=…&state=…&iss=…`, or `?error=…`), ready for `client.authorizationCodeGrant`.
 * When the browser already has a provider session no form is shown and the callback comes at once.
 */
export async function signInHeadless(options: SignInHeadlessOptions): Promise<URL> {
  const browser = options.browser ?? new HeadlessBrowser();
  const start = new URL(options.authorizationUrl);
  const stopAt = leaves(start.origin);
  let landing = await browser.navigate(start, { stopAt });
  if (landing.stopped) return landing.url;
  // A sign-up form (prompt=create) links to the sign-in form of the same interaction.
  if (!/<h1>Sign in<\/h1>/.test(landing.body)) {
    landing = await browser.navigate(new URL(`${landing.url.pathname.replace(/\/sign-up$/, '')}/sign-in`, start), {
      stopAt,
    });
  }
  if (!/<h1>Sign in<\/h1>/.test(landing.body)) throw new HeadlessFlowError('no sign-in form', landing);
  const result = await browser.navigate(formAction(landing), {
    form: { email: options.email, password: options.password },
    stopAt,
  });
  if (!result.stopped) throw new HeadlessFlowError('sign-in did not return to the relying party', result);
  return result.url;
}

export interface SignUpHeadlessOptions {
  /** An authorization URL with `prompt=create`. */
  authorizationUrl: URL | string;
  name: string;
  email: string;
  password: string;
  /** Defaults to `password`. */
  confirmPassword?: string;
  browser?: HeadlessBrowser;
}

/**
 * Opens an authorization URL with `prompt=create` and submits the sign-up form. Resolves with the page the
 * provider answers with: "Check your email" (status 200) on success, the form with its errors otherwise.
 * The verification link is then in the outbox: `verificationLinkFor(outboxDir, email)`.
 */
export async function signUpHeadless(options: SignUpHeadlessOptions): Promise<Landing> {
  const browser = options.browser ?? new HeadlessBrowser();
  const start = new URL(options.authorizationUrl);
  const stopAt = leaves(start.origin);
  const landing = await browser.navigate(start, { stopAt });
  if (!/<h1>Sign up<\/h1>/.test(landing.body)) throw new HeadlessFlowError('no sign-up form', landing);
  return browser.navigate(formAction(landing), {
    form: {
      name: options.name,
      email: options.email,
      password: options.password,
      confirmPassword: options.confirmPassword ?? options.password,
    },
    stopAt,
  });
}

export interface SignOutHeadlessOptions {
  /** From `client.buildEndSessionUrl(config, { id_token_hint, post_logout_redirect_uri, state })`. */
  endSessionUrl: URL | string;
  /** The browser that holds the provider session to end. */
  browser: HeadlessBrowser;
}

/**
 * RP-initiated logout as a browser without JavaScript does it: open the end-session URL, press "Sign out" on
 * the confirmation page (a browser with JavaScript submits it by itself), and return where the provider sends
 * the user: the `post_logout_redirect_uri` (with `state`), or the provider's "Signed out" page.
 */
export async function signOutHeadless(options: SignOutHeadlessOptions): Promise<URL> {
  const start = new URL(options.endSessionUrl);
  const stopAt = leaves(start.origin);
  let landing = await options.browser.navigate(start, { stopAt });
  // Without a provider session oidc-provider answers with an auto-posting form of its own; same treatment.
  if (!landing.stopped && landing.status === 200 && /<form\b/.test(landing.body)) {
    landing = await options.browser.navigate(formAction(landing), { form: hiddenFields(landing), stopAt });
  }
  if (landing.stopped || landing.status === 200) return landing.url;
  throw new HeadlessFlowError('sign-out failed', landing);
}

/** The text a reader would see on a page (tags dropped, entities for & < > " ' decoded, spaces collapsed). */
export function visibleText(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
      // Block boundaries separate words; inline tags (strong, a, span) do not.
      .replace(/<\/?(p|h[1-6]|div|li|ul|ol|header|main|footer|title|form|button|label|input|br)\b[^>]*>/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A message's body as its reader sees it, whatever transfer encoding nodemailer chose. */
export function decodeMessageBody(message: string): string {
  const split = message.search(/\r?\n\r?\n/);
  const headers = message.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = message.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The raw messages in the outbox whose To header holds `email` (ignoring case), oldest first. */
export function mailsTo(outboxDir: string, email: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  const address = email.trim().toLowerCase();
  return (
    fs
      .readdirSync(outboxDir)
      .filter((name) => name.endsWith('.eml'))
      // Names start with the time in ISO basic format, so name order is time order.
      .sort()
      .map((name) => fs.readFileSync(path.join(outboxDir, name), 'utf8'))
      .filter((message) => {
        const headers = message.slice(0, message.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
        const to = /^To:(.*)$/im.exec(headers)?.[1] ?? '';
        return to
          .toLowerCase()
          .split(/[\s,<>]+/)
          .includes(address);
      })
  );
}

/** The verification links in the mails to `email` found in the outbox, oldest first. */
export function verificationLinksFor(outboxDir: string, email: string): string[] {
  return mailsTo(outboxDir, email)
    .map(decodeMessageBody)
    .flatMap((body) => [...body.matchAll(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+/g)].map((m) => m[0]));
}

/** The newest verification link mailed to `email`; throws when there is none. */
export function verificationLinkFor(outboxDir: string, email: string): string {
  const link = verificationLinksFor(outboxDir, email).at(-1);
  if (link === undefined) throw new Error(`no verification mail to ${email} in ${outboxDir}`);
  return link;
}
