import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createSigner } from 'fast-jwt';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { CHECK_IN_TOKEN_FORMAT, checkInCodePath, NO_CHECK_IN_CODE, type CheckInCode } from '@stem/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderIdentity } from '../auth/oidc-relying-party.ts';
import { buildTestApp } from '../test-support/build-test-app.ts';
import { goldInvoice } from '../test-support/company-fixtures.ts';
import { bearer, identity, signInAs } from '../test-support/sign-in.ts';
import { dayOfConsent, hsIndividual, msIndividual } from '../test-support/student-fixtures.ts';
import { SESSION_COOKIE } from './auth-routes.ts';

// jsqr is CommonJS whose module.exports is the function; its types describe an ES default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

const AUTH_SECRET = 'test-auth-secret-0123456789-abcdefghij';
const SITE = 'http://localhost:8080';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

async function start() {
  app = await buildTestApp({ AUTH_SECRET, PUBLIC_SITE_URL: SITE });
  await app.ready();
}

const signIn = (who: ProviderIdentity) => signInAs(app, who);
const getAs = (url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });

async function register(email: string, firstName = 'Ada') {
  const registration = await app.store.insert({
    regType: 'MSIND',
    email,
    data: { ...msIndividual(email), firstName, isInGroup: '1', groupId: 'g1', groupCode: 'Rockets-2026' },
  });
  return registration.regId;
}

/** What a 401 says, whatever the reason: nothing. */
const expectUnauthorized = (answer: Awaited<ReturnType<typeof app.inject>>) => {
  expect(answer.statusCode).toBe(401);
  expect(answer.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Please log in.', requestId: expect.any(String) });
};

describe('access tokens (SECURITY.md item 12)', () => {
  const tokenKey = createHmac('sha256', AUTH_SECRET).update('access token').digest();
  const signWith = (key: Buffer | string, claims: Record<string, unknown>, algorithm: 'HS256' | 'HS512' = 'HS256') =>
    createSigner({ key, algorithm })({ iss: SITE, aud: `${SITE}/api`, ...claims });

  it('gives a token for a live session cookie, and nothing without one', async () => {
    await start();
    const { refreshCookie } = await app.auth.sessions.open(identity('ada@example.com'));
    const answer = await app.inject({
      method: 'POST',
      url: '/auth/token',
      cookies: { [SESSION_COOKIE]: refreshCookie },
    });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      accessToken: expect.stringMatching(/^eyJ/),
      expiresIn: 900,
      user: { name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: true, staff: false },
    });
    expect((await app.inject({ method: 'POST', url: '/auth/token' })).json()).toEqual({ user: null });
    const forged = `${refreshCookie.split('.')[0]}.${'A'.repeat(43)}`;
    const refused = await app.inject({ method: 'POST', url: '/auth/token', cookies: { [SESSION_COOKIE]: forged } });
    expect(refused.json()).toEqual({ user: null });
  });

  it('issues HS256 tokens with our issuer and audience, living 15 minutes, with no personal data', async () => {
    await start();
    const { accessToken } = await signIn(identity('ada@example.com'));
    const [header, payload] = accessToken
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part!, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({
      sid: expect.any(String),
      sub: 'sub-ada@example.com',
      iss: SITE,
      aud: `${SITE}/api`,
      iat: expect.any(Number),
      exp: payload.iat + 900,
    });
    expect((await getAs('/auth/me', accessToken)).json()).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      emailVerified: true,
      staff: false,
    });
  });

  it('refuses alg none, a wrong key, another algorithm, a wrong audience or issuer, and an expired token', async () => {
    await start();
    const { accessToken } = await signIn(identity('ada@example.com'));
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const { iss: _iss, aud: _aud, iat: _iat, exp: _exp, ...own } = claims;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${accessToken.split('.')[1]}.`;
    const refused = [
      none,
      signWith('a-different-key-of-the-same-length-000', own),
      signWith(tokenKey, own, 'HS512'),
      signWith(tokenKey, { ...own, aud: 'https://evil.example/api' }),
      signWith(tokenKey, { ...own, iss: 'https://evil.example' }),
      createSigner({ key: tokenKey, algorithm: 'HS256', expiresIn: 1000, clockTimestamp: Date.now() - 3_600_000 })({
        ...own,
        iss: SITE,
        aud: `${SITE}/api`,
      }),
      signWith(tokenKey, { ...own, sid: 'AAAAAAAAAAAAAAAAAAAAAA' }),
      signWith(tokenKey, { ...own, sub: 'someone-else' }),
    ];
    // The control: the same signer with the right claims is accepted, so each refusal is about its one change.
    expect(
      (await getAs('/auth/me', signWith(tokenKey, { ...own, exp: Math.floor(Date.now() / 1000) + 60 }))).statusCode,
    ).toBe(200);
    for (const token of refused) expectUnauthorized(await getAs('/auth/me', token));
    expectUnauthorized(await app.inject('/auth/me'));
    expectUnauthorized(await app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${accessToken}` } }));
  });

  it('reads the token with the scheme in any case, or alone (SPEC §7 names only "the bearer token")', async () => {
    await start();
    const { accessToken } = await signIn(identity('ada@example.com'));
    for (const header of [`bearer ${accessToken}`, `BEARER ${accessToken}`, accessToken, ` Bearer  ${accessToken} `]) {
      const me = await app.inject({ url: '/auth/me', headers: { 'x-custom-authorization': header } });
      expect(me.statusCode, header).toBe(200);
    }
    for (const header of [`Basic ${accessToken}`, `Bearer${accessToken}`, `Bearer ${accessToken} extra`]) {
      expectUnauthorized(await app.inject({ url: '/auth/me', headers: { 'x-custom-authorization': header } }));
    }
  });

  it('gives a new token on every login, and after logout neither the token nor the cookie works', async () => {
    await start();
    const first = await signIn(identity('ada@example.com'));
    const second = await signIn(identity('ada@example.com'));
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshCookie).not.toBe(first.refreshCookie);

    const logout = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      cookies: { [SESSION_COOKIE]: first.refreshCookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ redirectTo: '/' });
    const cleared = logout.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(cleared).toMatchObject({ value: '', path: '/auth', httpOnly: true, sameSite: 'Strict' });
    expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());

    expectUnauthorized(await getAs('/auth/me', first.accessToken));
    const again = await app.inject({
      method: 'POST',
      url: '/auth/token',
      cookies: { [SESSION_COOKIE]: first.refreshCookie },
    });
    expect(again.json()).toEqual({ user: null });
    // The other login is its own session and lives on.
    expect((await getAs('/auth/me', second.accessToken)).statusCode).toBe(200);
  });
});

describe('GET /api/user-registrations and /api/registrations/{regId} (SECURITY.md items 11, 13)', () => {
  it('lists the verified email’s registrations as {regId, regType, firstName, lastName} and a student’s consent state, without consents', async () => {
    await start();
    const regId = await register('Ada@Example.com');
    await register('grace@example.com', 'Grace');
    await app.store.insert({
      regType: 'MSDAYOFCONSENT',
      email: 'ada@example.com',
      data: dayOfConsent('MSDAYOFCONSENT'),
    });
    const { accessToken } = await signIn(identity('ada@example.com'));
    const answer = await getAs('/api/user-registrations', accessToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      code: 0,
      message: '',
      data: {
        registrations: [
          {
            regId,
            regType: 'MSIND',
            firstName: 'Ada',
            lastName: 'Lovelace',
            consentState: 'signed-on-form',
            checkIn: true,
          },
        ],
      },
    });
  });

  it('names the group and the company of the registrations it lists, beside their person', async () => {
    await start();
    const email = 'mae@example.com';
    const leader = { firstName: 'Mae', lastName: 'Jemison', email };
    await app.store.insert({ regType: 'MSGROUP', email, data: { ...leader, groupName: 'Rockets', groupCode: 'L-7' } });
    await app.store.insert({ regType: 'COMPANY', email, data: { ...leader, companyName: ' NASA Glenn ' } });
    await app.store.insert({ regType: 'HSCHAPERONE', email, data: { ...leader } });
    const { accessToken } = await signIn(identity(email));
    const listed = (await getAs('/api/user-registrations', accessToken)).json().data.registrations as {
      regType: string;
      entityName?: string;
    }[];
    const names = Object.fromEntries(listed.map((line) => [line.regType, line.entityName]));
    expect(names).toEqual({ MSGROUP: 'Rockets', COMPANY: 'NASA Glenn', HSCHAPERONE: undefined });
    expect(listed.find((line) => line.regType === 'HSCHAPERONE')).not.toHaveProperty('entityName');
  });

  it('names a sponsor’s standing invoice, which cancelling the registration cancels, and not a cancelled one', async () => {
    await start();
    const email = 'mae@example.com';
    const { regId } = await app.store.insert({
      regType: 'COMPANY',
      email,
      data: { firstName: 'Mae', lastName: 'Jemison', email, companyName: 'NASA Glenn' },
    });
    const invoice = goldInvoice('STEM-2026-0004');
    await app.store.setInvoice(regId, invoice);
    const { accessToken } = await signIn(identity(email));
    const listed = async () => (await getAs('/api/user-registrations', accessToken)).json().data.registrations[0];
    expect(await listed()).toMatchObject({ regId, invoiceNumber: 'STEM-2026-0004' });
    await app.store.setInvoice(regId, { ...invoice, cancelledAt: new Date().toISOString() });
    expect(await listed()).not.toHaveProperty('invoiceNumber');
  });

  it('gives the owner the registration as sent, with regId and regType', async () => {
    await start();
    const regId = await register('ada@example.com');
    const { accessToken } = await signIn(identity('ADA@example.com '));
    const answer = await getAs(`/api/registrations/${regId}`, accessToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { data } = answer.json<{ data: Record<string, unknown> }>();
    // The group code the student typed comes back to the student only: the edit form keeps the group with it.
    expect(data).toMatchObject({
      regId,
      regType: 'MSIND',
      firstName: 'Ada',
      email: 'ada@example.com',
      groupId: 'g1',
      groupCode: 'Rockets-2026',
    });
  });

  it('answers another owner’s regId exactly like a missing one', async () => {
    await start();
    const adas = await register('ada@example.com');
    const { accessToken } = await signIn(identity('grace@example.com'));
    const foreign = await getAs(`/api/registrations/${adas}`, accessToken);
    const missing = await getAs('/api/registrations/AAAAAAAAAAAAAAAAAAAAAA', accessToken);
    const malformed = await getAs('/api/registrations/not%20an%20id', accessToken);
    for (const answer of [foreign, missing, malformed]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'NOT_FOUND', message: 'Not found', requestId: expect.any(String) });
    }
    expect(Object.keys(foreign.headers).sort()).toEqual(Object.keys(missing.headers).sort());
  });

  it('links nothing to an unverified or missing email (email_verified must be true)', async () => {
    await start();
    const regId = await register('ada@example.com');
    for (const who of [
      identity('ada@example.com', { emailVerified: false, subject: 'unverified' }),
      identity(null, { subject: 'no-email' }),
    ]) {
      const { accessToken } = await signIn(who);
      expect((await getAs('/api/user-registrations', accessToken)).json().data).toEqual({ registrations: [] });
      expect((await getAs(`/api/registrations/${regId}`, accessToken)).statusCode).toBe(404);
      expect((await getAs('/auth/me', accessToken)).json()).toMatchObject({ emailVerified: false });
    }
  });

  it('matches a verified email by its ASCII letters only: a Kelvin sign (U+212A) is no "k"', async () => {
    await start();
    const regId = await register('kate@example.com');
    const { accessToken } = await signIn(identity('\u212Aate@example.com'));
    expect((await getAs('/api/user-registrations', accessToken)).json().data).toEqual({ registrations: [] });
    expect((await getAs(`/api/registrations/${regId}`, accessToken)).statusCode).toBe(404);
    // Capitals typed at the provider are the same address.
    const { accessToken: capitals } = await signIn(identity('KATE@Example.com', { subject: 'capitals' }));
    expect((await getAs(`/api/registrations/${regId}`, capitals)).statusCode).toBe(200);
  });

  it('answers 401 with no details to a caller without a valid token', async () => {
    await start();
    const regId = await register('ada@example.com');
    for (const url of ['/api/user-registrations', `/api/registrations/${regId}`]) {
      expectUnauthorized(await app.inject(url));
      expectUnauthorized(await getAs(url, 'e30.e30.e30'));
    }
  });
});

describe('GET /api/registrations/{regId}/check-in-code', () => {
  it('gives the owner the check-in code of the confirmations, as a QR code a phone reads', async () => {
    await start();
    const regId = await register('ada@example.com');
    const { accessToken } = await signIn(identity('ada@example.com'));
    const answer = await getAs(checkInCodePath(regId), accessToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { token, image, filename } = answer.json<{ data: CheckInCode }>().data;
    // Saved from the page under the confirmation attachment's name, which says whose code it is.
    expect(filename).toBe('check-in-qr-ada-lovelace.png');
    // The token the confirmations carry (derived from the regId), which the desk reads.
    expect(token).toMatch(CHECK_IN_TOKEN_FORMAT);
    expect(token).toBe(app.checkInTokens.tokenOf(regId));
    const [, base64] = /^data:image\/png;base64,(.+)$/.exec(image) ?? [];
    const png = PNG.sync.read(Buffer.from(base64!, 'base64'));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(token);
  });

  it('has none for a registration nobody comes to a day on, nor for another owner’s', async () => {
    await start();
    const adas = await register('ada@example.com');
    const application = await app.store.insert({
      regType: 'SCHOLARSHIP',
      email: 'grace@example.com',
      data: { firstName: 'Grace', lastName: 'Hopper' },
    });
    const { accessToken } = await signIn(identity('grace@example.com'));
    const listed = (await getAs('/api/user-registrations', accessToken)).json().data.registrations;
    expect(listed).toEqual([expect.not.objectContaining({ checkIn: expect.anything() })]);
    const none = await getAs(checkInCodePath(application.regId), accessToken);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(NO_CHECK_IN_CODE);
    const foreign = await getAs(checkInCodePath(adas), accessToken);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'NOT_FOUND', message: 'Not found', requestId: expect.any(String) });
    expectUnauthorized(await app.inject(checkInCodePath(adas)));
  });
});

describe('route inventory (SECURITY.md item 13)', () => {
  it('gives every route a declared access rule, and the signed-in calls the rules they need', async () => {
    await start();
    expect(app.routeInventory.length).toBeGreaterThan(10);
    for (const route of app.routeInventory)
      expect(['public', 'user', 'owner', 'uploader', 'staff'], `${route.method} ${route.url}`).toContain(route.access);
    const rule = (method: string, url: string) =>
      app.routeInventory.find((route) => route.method === method && route.url === url)?.access;
    expect(rule('GET', '/api/user-registrations')).toBe('user');
    expect(rule('GET', '/auth/me')).toBe('user');
    expect(rule('POST', '/api/files')).toBe('uploader');
    // Any route taking a regId reads or changes one registration: it must check the owner, or be staff's.
    for (const route of app.routeInventory.filter((r) => r.url.includes(':regId'))) {
      expect(['owner', 'staff'], `${route.method} ${route.url}`).toContain(route.access);
    }
    // The organisers' desk is staff's, every route of it.
    const desk = app.routeInventory.filter((route) => route.url.startsWith('/api/staff/'));
    expect(desk.length).toBeGreaterThan(5);
    for (const route of desk) expect(route.access, `${route.method} ${route.url}`).toBe('staff');
  });

  it('refuses to start with a route that declares no rule, naming it', async () => {
    app = await buildTestApp({ AUTH_SECRET });
    app.get('/api/forgotten', async () => ({ secret: true }));
    await expect(app.ready()).rejects.toThrow(
      'Routes without an access rule (config.access public, user, owner, uploader or staff): GET /api/forgotten',
    );
  });

  it('refuses to start with an owner route that names no registration (:regId)', async () => {
    app = await buildTestApp({ AUTH_SECRET });
    app.get('/api/my-things', { config: { access: 'owner' } }, async () => ({}));
    await expect(app.ready()).rejects.toThrow('Owner routes without a :regId param: GET /api/my-things');
  });
});

describe('PUT /api/ms-ind-reg/{regId} and /api/hs-ind-reg/{regId}', () => {
  const { email: _email, confirmEmail: _confirm, ...msEdit } = msIndividual('ada@example.com');
  const put = (url: string, token: string | null, payload: object) =>
    app.inject({ method: 'PUT', url, payload, headers: token ? bearer(token) : {} });

  async function group(code: string) {
    const stored = await app.store.insert({
      regType: 'MSGROUP',
      email: 'leader@example.com',
      data: { groupName: 'Rockets', groupCode: code, email: 'leader@example.com' },
    });
    return stored.regId;
  }

  it('lets the owner change the registration; the email stays the owner', async () => {
    await start();
    const { regId } = await app.store.insert({ regType: 'MSIND', email: 'ada@example.com', data: msIndividual() });
    const { accessToken } = await signIn(identity('ada@example.com'));
    const answer = await put(`/api/ms-ind-reg/${regId}`, accessToken, {
      ...msEdit,
      tShirtSizeId: '5',
      email: 'mallory@example.com',
      regType: 'HSIND',
    });
    // The answer says where the consent stands (the thank-you page's complete or in progress).
    expect(answer.json()).toEqual({ code: 0, message: '', data: { regId, consentState: 'signed-on-form' } });
    const stored = await app.store.get(regId);
    expect(stored).toMatchObject({
      regType: 'MSIND',
      email: 'ada@example.com',
      data: { tShirtSizeId: '5', email: 'ada@example.com' },
    });
    expect(stored!.data).not.toHaveProperty('regType');
  });

  it('lets the owner change a high school registration (tours)', async () => {
    await start();
    const { regId } = await app.store.insert({ regType: 'HSIND', email: 'ada@example.com', data: hsIndividual() });
    const { accessToken } = await signIn(identity('ada@example.com'));
    const { email: _e, confirmEmail: _c, ...hsEdit } = hsIndividual();
    const answer = await put(`/api/hs-ind-reg/${regId}`, accessToken, {
      ...hsEdit,
      tourType: { physics: '1', medicine: '1' },
    });
    expect(answer.json()).toEqual({ code: 0, message: '', data: { regId, consentState: 'signed-on-form' } });
    expect((await app.store.get(regId))!.data).toMatchObject({
      email: 'ada@example.com',
      tourType: { physics: '1', medicine: '1' },
    });
    expect((await app.store.get(regId))!.data.tourType).toMatchObject({ biology: '0' });
  });

  it('joins a group on edit only with the group’s code', async () => {
    await start();
    const groupId = await group('Orbit-7');
    const { regId } = await app.store.insert({ regType: 'MSIND', email: 'ada@example.com', data: msIndividual() });
    const { accessToken } = await signIn(identity('ada@example.com'));
    const wrong = await put(`/api/ms-ind-reg/${regId}`, accessToken, {
      ...msEdit,
      isInGroup: '1',
      groupId,
      groupCode: 'orbit-7',
    });
    expect(wrong.json()).toEqual({
      code: -2,
      message: 'Group Code is not valid for this group.',
      field: 'groupCode',
    });
    expect((await app.store.get(regId))!.data).toMatchObject({ isInGroup: '0' });
    const right = await put(`/api/ms-ind-reg/${regId}`, accessToken, {
      ...msEdit,
      isInGroup: '1',
      groupId,
      groupCode: 'Orbit-7',
    });
    expect(right.json()).toMatchObject({ code: 0 });
    expect((await app.store.get(regId))!.data).toMatchObject({ isInGroup: '1', groupId });
  });

  it('answers another owner, another kind or a missing regId like a missing one, and a stranger 401', async () => {
    await start();
    const { regId } = await app.store.insert({ regType: 'MSIND', email: 'ada@example.com', data: msIndividual() });
    const grace = await signIn(identity('grace@example.com'));
    const ada = await signIn(identity('ada@example.com'));
    const {
      lunchId: _lunch,
      favouriteSubjects: _subjects,
      isInGroup: _in,
      groupId: _g,
      groupCode: _c,
      ...hsEdit
    } = msEdit;
    for (const answer of [
      await put(`/api/ms-ind-reg/${regId}`, grace.accessToken, msEdit),
      await put(`/api/hs-ind-reg/${regId}`, ada.accessToken, {
        ...hsEdit,
        gradeLevelId: '4',
        tourType: { biology: '1' },
      }),
      await put('/api/ms-ind-reg/AAAAAAAAAAAAAAAAAAAAAA', ada.accessToken, msEdit),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'NOT_FOUND', message: 'Not found', requestId: expect.any(String) });
    }
    expectUnauthorized(await put(`/api/ms-ind-reg/${regId}`, null, msEdit));
    expect(await app.store.get(regId)).toMatchObject({ data: { tShirtSizeId: '3' } });
  });

  it('refuses an invalid edit with 400 naming the field, and changes nothing', async () => {
    await start();
    const { regId } = await app.store.insert({ regType: 'MSIND', email: 'ada@example.com', data: msIndividual() });
    const { accessToken } = await signIn(identity('ada@example.com'));
    const answer = await put(`/api/ms-ind-reg/${regId}`, accessToken, { ...msEdit, firstName: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      issues: [{ field: 'firstName', message: 'This field is required' }],
    });
    expect(await app.store.get(regId)).toMatchObject({ data: { firstName: 'Ada' } });
  });
});
