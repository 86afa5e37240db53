import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '@stem/registration-api/test-support/build-test-app';
import { msIndividual } from '@stem/registration-api/test-support/student-fixtures';
import { HeadlessBrowser } from '@stem/dev/identity-provider/test-support/headless-browser';
import { signInHeadless, signOutHeadless } from '@stem/dev/identity-provider/test-support/headless-sign-in';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '@stem/dev/identity-provider/test-support/start-identity-provider';

/**
 * The registration API as relying party against the local identity provider, both real, over real HTTP
 * between them (SECURITY.md items 10, 11, 12 and 14). The browser's side is played by inject (to the API)
 * and a cookie-jar HTTP client (to the provider).
 */
const SITE = 'http://localhost:8080';
const PASSWORD = 'correct horse battery';

let idp: TestIdentityProvider;
let app: FastifyInstance;

beforeAll(async () => {
  idp = await startTestIdentityProvider({ siteUrl: SITE });
  app = await apiFor(SITE);
  await idp.accounts.create({
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    password: PASSWORD,
    emailVerified: true,
  });
  await idp.accounts.create({
    email: 'grace@example.com',
    name: 'Grace Hopper',
    password: PASSWORD,
    emailVerified: false,
  });
  await app.store.insert({ regType: 'MSIND', email: 'ada@example.com', data: msIndividual('ada@example.com') });
  await app.store.insert({ regType: 'MSIND', email: 'grace@example.com', data: msIndividual('grace@example.com') });
});

afterAll(async () => {
  await app?.close();
  await idp?.close();
});

async function apiFor(publicSiteUrl: string, env: Record<string, string> = {}) {
  const api = await buildTestApp({
    ...env,
    PUBLIC_SITE_URL: publicSiteUrl,
    OIDC_ISSUER_URL: idp.issuer,
    OIDC_CLIENT_ID: idp.client.clientId,
    OIDC_CLIENT_SECRET: idp.client.clientSecret,
    AUTH_SECRET: 'integration-auth-secret-0123456789abcdef',
    RATE_LIMIT_LOGIN: '1000/1m',
  });
  await api.ready();
  return api;
}

const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);
const setCookieHeader = (response: LightMyRequestResponse, name: string) =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((header) => header.startsWith(`${name}=`));

/** GET /auth/login (or /auth/signup): where the API sends the browser, and the login cookie it sets. */
async function startLogin(path = '/auth/login?returnTo=/multiple') {
  const response = await app.inject(path);
  expect(response.statusCode).toBe(302);
  const loginCookie = cookieOf(response, 'stem_login');
  expect(loginCookie).toBeDefined();
  return { authorizationUrl: new URL(response.headers.location as string), loginCookie: loginCookie!.value, response };
}

/** The browser coming back to /auth/callback (the path and query the provider redirected to). */
const callback = (url: URL, loginCookie?: string) =>
  app.inject({
    url: `${url.pathname}${url.search}`,
    cookies: loginCookie === undefined ? {} : { stem_login: loginCookie },
  });

async function signedInCallback(email = 'ada@example.com', path?: string) {
  const started = await startLogin(path);
  const callbackUrl = await signInHeadless({ authorizationUrl: started.authorizationUrl, email, password: PASSWORD });
  return { ...started, callbackUrl };
}

const expectRefused = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/access-denied');
  expect(cookieOf(response, 'stem_session')).toBeUndefined();
};

async function tokenFor(sessionCookie: string) {
  const answer = await app.inject({ method: 'POST', url: '/auth/token', cookies: { stem_session: sessionCookie } });
  return answer.json<{
    accessToken?: string;
    user: { email: string | null; emailVerified: boolean; staff: boolean } | null;
  }>();
}

describe('login through the identity provider (SECURITY.md item 10)', () => {
  it('uses code + PKCE S256 + state + nonce, fresh per login, held in a short-lived signed httpOnly cookie', async () => {
    const first = await startLogin();
    const second = await startLogin();
    const params = first.authorizationUrl.searchParams;
    expect(first.authorizationUrl.origin).toBe(idp.issuer);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('redirect_uri')).toBe(`${SITE}/auth/callback`);
    expect(params.get('scope')).toBe('openid email profile');
    for (const name of ['code_challenge', 'state', 'nonce']) {
      expect(params.get(name)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(second.authorizationUrl.searchParams.get(name)).not.toBe(params.get(name));
    }
    const header = setCookieHeader(first.response, 'stem_login')!;
    expect(header).toMatch(/; Max-Age=600/);
    expect(header).toMatch(/; Path=\/auth\/callback/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).not.toMatch(/; Secure/);
    // What the cookie carries is signed and holds no secret in the clear but the PKCE verifier's own value.
    expect(first.loginCookie).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9+/]+$/);
    expect(first.response.headers['cache-control']).toBe('no-store');
  });

  it('completes a login: a session cookie (httpOnly, SameSite=Strict, path /auth) and back to returnTo', async () => {
    const { callbackUrl, loginCookie } = await signedInCallback();
    expect(callbackUrl.origin).toBe(SITE);
    expect(callbackUrl.searchParams.get('iss')).toBe(idp.issuer);
    const response = await callback(callbackUrl, loginCookie);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/multiple');
    const header = setCookieHeader(response, 'stem_session')!;
    expect(header).toMatch(/; Path=\/auth(;|$)/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
    // Ends with the browser (the session itself after SESSION_HOURS): a shared computer closed without
    // logging out keeps nobody signed in.
    expect(header).not.toMatch(/Max-Age|Expires/i);
    // The login cookie is spent.
    expect(setCookieHeader(response, 'stem_login')).toMatch(/^stem_login=;.*Expires=Thu, 01 Jan 1970/);

    const token = await tokenFor(cookieOf(response, 'stem_session')!.value);
    expect(token.user).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: true, staff: false });
    const list = await app.inject({
      url: '/api/user-registrations',
      headers: { 'x-custom-authorization': `Bearer ${token.accessToken}` },
    });
    expect(list.json().data.registrations).toEqual([
      {
        regId: expect.any(String),
        regType: 'MSIND',
        firstName: 'Ada',
        lastName: 'Lovelace',
        consentState: 'signed-on-form',
        checkIn: true,
      },
    ]);
  });

  it('sets Secure on both cookies when the site is https', async () => {
    const https = await apiFor('https://careerday.example.org');
    try {
      const response = await https.inject('/auth/login');
      expect(setCookieHeader(response, 'stem_login')).toMatch(/; Secure/);
      const { refreshCookie } = await https.auth.sessions.open({
        issuer: idp.issuer,
        subject: 's',
        email: null,
        emailVerified: false,
        name: null,
        idToken: 'x',
      });
      const logout = await https.inject({
        method: 'POST',
        url: '/auth/logout',
        cookies: { stem_session: refreshCookie },
      });
      expect(setCookieHeader(logout, 'stem_session')).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });

  it('refuses a callback without its login cookie, or with a tampered one', async () => {
    const { callbackUrl, loginCookie } = await signedInCallback();
    expectRefused(await callback(callbackUrl));
    const tampered = loginCookie.replace(/^./, (c) => (c === 'e' ? 'f' : 'e'));
    expectRefused(await callback(callbackUrl, tampered));
    expectRefused(await callback(callbackUrl, `${loginCookie.split('.')[0]}.forged`));
  });

  it('refuses a code that comes back with another login’s state', async () => {
    const mine = await signedInCallback();
    const other = await startLogin();
    expectRefused(await callback(mine.callbackUrl, other.loginCookie));
  });

  it('refuses an ID token whose nonce is not this login’s, even under a validly signed cookie', async () => {
    const { callbackUrl, loginCookie } = await signedInCallback();
    const transaction = JSON.parse(Buffer.from(app.unsignCookie(loginCookie).value!, 'base64url').toString()) as Record<
      string,
      string
    >;
    const forged = app.signCookie(
      Buffer.from(JSON.stringify({ ...transaction, nonce: 'n'.repeat(43) })).toString('base64url'),
    );
    expectRefused(await callback(callbackUrl, forged));
  });

  it('refuses a replayed code', async () => {
    const { callbackUrl, loginCookie } = await signedInCallback();
    expect((await callback(callbackUrl, loginCookie)).headers.location).toBe('/multiple');
    expectRefused(await callback(callbackUrl, loginCookie));
  });

  it('refuses an authorization response from another issuer', async () => {
    const { callbackUrl, loginCookie } = await signedInCallback();
    const mismatched = new URL(callbackUrl);
    mismatched.searchParams.set('iss', 'https://evil.example');
    expectRefused(await callback(mismatched, loginCookie));
    const missing = new URL(callbackUrl);
    missing.searchParams.delete('iss');
    expectRefused(await callback(missing, loginCookie));
  });

  it('refuses a callback carrying the provider’s error, and one with no code', async () => {
    const { authorizationUrl, loginCookie } = await startLogin();
    const state = authorizationUrl.searchParams.get('state')!;
    const denied = new URL(
      `${SITE}/auth/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(idp.issuer)}`,
    );
    expectRefused(await callback(denied, loginCookie));
    expectRefused(await callback(new URL(`${SITE}/auth/callback?state=${state}`), loginCookie));
  });
});

describe('the verified email is the only key (SECURITY.md item 11)', () => {
  it('signs in an unverified account but links no registration to it', async () => {
    const { callbackUrl, loginCookie } = await signedInCallback('grace@example.com');
    const response = await callback(callbackUrl, loginCookie);
    expect(response.headers.location).toBe('/multiple');
    const token = await tokenFor(cookieOf(response, 'stem_session')!.value);
    expect(token.user).toMatchObject({ email: 'grace@example.com', emailVerified: false });
    const list = await app.inject({
      url: '/api/user-registrations',
      headers: { 'x-custom-authorization': `Bearer ${token.accessToken}` },
    });
    expect(list.json().data.registrations).toEqual([]);
  });
});

describe('staff (SECURITY.md item 29)', () => {
  /** Signs in as each person on an API built with `env`, and asks the staff desk with each one's token. */
  async function deskAnswers(env: Record<string, string>) {
    const plain = app;
    app = await apiFor(SITE, env);
    try {
      const answers: Record<string, { staff: boolean | undefined; desk: number }> = {};
      for (const email of ['ada@example.com', 'grace@example.com']) {
        const { callbackUrl, loginCookie } = await signedInCallback(email);
        const token = await tokenFor(cookieOf(await callback(callbackUrl, loginCookie), 'stem_session')!.value);
        const desk = await app.inject({
          url: '/api/staff/audit',
          headers: { 'x-custom-authorization': `Bearer ${token.accessToken}` },
        });
        answers[email] = { staff: token.user?.staff, desk: desk.statusCode };
      }
      return answers;
    } finally {
      await app.close();
      app = plain;
    }
  }

  it('opens the desk to a verified account whose claim at login names the staff role', async () => {
    // The local provider sends no role claim: its `email` claim stands in for one, read as any claim is.
    expect(await deskAnswers({ STAFF_ROLE_CLAIM: 'email', STAFF_ROLE: 'ada@example.com' })).toEqual({
      'ada@example.com': { staff: true, desk: 200 },
      'grace@example.com': { staff: false, desk: 403 },
    });
  });

  it('opens the desk to a verified address of STAFF_EMAILS, never to an unverified one', async () => {
    expect(await deskAnswers({ STAFF_EMAILS: 'grace@example.com,ADA@example.com' })).toEqual({
      'ada@example.com': { staff: true, desk: 200 },
      'grace@example.com': { staff: false, desk: 403 },
    });
  });
});

describe('returnTo (SECURITY.md item 14)', () => {
  it.each([
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/ms-ind-reg-edit?regId=abc', '/ms-ind-reg-edit?regId=abc'],
  ])('returns %j to %j', async (returnTo, landing) => {
    const { callbackUrl, loginCookie } = await signedInCallback(
      'ada@example.com',
      `/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
    );
    expect((await callback(callbackUrl, loginCookie)).headers.location).toBe(landing);
  });
});

describe('sign-up and logout', () => {
  it('starts sign-up at the provider with prompt=create, returning to /multiple', async () => {
    const { authorizationUrl } = await startLogin('/auth/signup');
    expect(authorizationUrl.searchParams.get('prompt')).toBe('create');
    const page = await new HeadlessBrowser().navigate(authorizationUrl);
    expect(page.body).toContain('Sign up');
  });

  it('logs out here and at the provider, back to the site, and the provider asks to sign in again', async () => {
    const browser = new HeadlessBrowser();
    const started = await startLogin();
    const callbackUrl = await signInHeadless({
      authorizationUrl: started.authorizationUrl,
      email: 'ada@example.com',
      password: PASSWORD,
      browser,
    });
    const session = cookieOf(await callback(callbackUrl, started.loginCookie), 'stem_session')!.value;
    const { accessToken } = await tokenFor(session);

    const logout = await app.inject({ method: 'POST', url: '/auth/logout', cookies: { stem_session: session } });
    const { redirectTo } = logout.json<{ redirectTo: string }>();
    const endSession = new URL(redirectTo);
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${idp.issuer}/logout`);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${SITE}/`);
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^ey/);
    expect((await signOutHeadless({ endSessionUrl: endSession, browser })).href).toMatch(new RegExp(`^${SITE}/`));

    expect((await tokenFor(session)).user).toBeNull();
    const me = await app.inject({ url: '/auth/me', headers: { 'x-custom-authorization': `Bearer ${accessToken}` } });
    expect(me.statusCode).toBe(401);
    // The provider's session is gone too: a new login shows its sign-in form again.
    const again = await startLogin();
    const page = await browser.navigate(again.authorizationUrl);
    expect(page.body).toContain('Sign in');
  });
});
