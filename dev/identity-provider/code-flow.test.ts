import * as client from 'openid-client';
import { describe, expect, it } from 'vitest';
import { HeadlessBrowser } from './test-support/headless-browser.ts';
import { HeadlessFlowError, signInHeadless, visibleText } from './test-support/headless-sign-in.ts';
import { useProviderAndRelyingParty } from './test-support/test-relying-party.ts';

describe('authorization code flow with openid-client as the relying party', () => {
  const ctx = useProviderAndRelyingParty();

  it('publishes prompt=create, PKCE S256 and its endpoints (none under /auth) in discovery', () => {
    const metadata = ctx.rp.config.serverMetadata();
    expect(metadata.issuer).toBe(ctx.idp.issuer);
    expect(metadata.prompt_values_supported).toContain('create');
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.authorization_endpoint).toBe(`${ctx.idp.issuer}/authorize`);
    expect(metadata.token_endpoint).toBe(`${ctx.idp.issuer}/token`);
    expect(metadata.end_session_endpoint).toBe(`${ctx.idp.issuer}/logout`);
    expect(metadata.jwks_uri).toBe(`${ctx.idp.issuer}/jwks`);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(metadata.claims_supported).toEqual(expect.arrayContaining(['sub', 'email', 'email_verified', 'name']));
  });

  it('signs a verified user in: the ID token holds sub, email, email_verified true and name', async () => {
    const account = await ctx.idp.accounts.create({
      email: 'Ada@Example.org',
      name: 'Ada Lovelace',
      password: 'analytical engine',
      emailVerified: true,
    });
    const pending = await ctx.rp.authorize();
    const callback = await signInHeadless({
      authorizationUrl: pending.url,
      email: 'ada@example.org',
      password: 'analytical engine',
    });
    expect(callback.origin + callback.pathname).toBe(ctx.rp.redirectUri);
    expect(callback.searchParams.get('state')).toBe(pending.state);
    expect(callback.searchParams.get('iss')).toBe(ctx.idp.issuer);

    const tokens = await ctx.rp.redeem(pending, callback);
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({
      iss: ctx.idp.issuer,
      aud: ctx.idp.client.clientId,
      sub: account.sub,
      email: 'Ada@Example.org',
      email_verified: true,
      name: 'Ada Lovelace',
      nonce: pending.nonce,
    });
    expect(claims.sub).not.toContain('@');
    // The ID token lives 10 minutes.
    expect(claims.exp - claims.iat).toBe(600);

    const userinfo = await client.fetchUserInfo(ctx.rp.config, tokens.access_token, account.sub);
    expect(userinfo).toMatchObject({ sub: account.sub, email: 'Ada@Example.org', email_verified: true });
  });

  it('refuses an authorization request without code_challenge', async () => {
    const pending = await ctx.rp.authorize();
    const url = new URL(pending.url);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const landing = await new HeadlessBrowser().navigate(url, {
      stopAt: (location) => location.origin !== ctx.idp.issuer,
    });
    expect(landing.stopped).toBe(true);
    expect(landing.url.searchParams.get('error')).toBe('invalid_request');
    expect(landing.url.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(landing.url.searchParams.has('code')).toBe(false);
  });

  it('refuses a plain code_challenge_method', async () => {
    const pending = await ctx.rp.authorize({ code_challenge_method: 'plain' });
    const landing = await new HeadlessBrowser().navigate(pending.url, {
      stopAt: (location) => location.origin !== ctx.idp.issuer,
    });
    expect(landing.url.searchParams.get('error')).toBe('invalid_request');
    expect(landing.url.searchParams.has('code')).toBe(false);
  });

  it('says "Email or password is incorrect." for a wrong password and for an unknown email, and issues no code', async () => {
    await ctx.idp.accounts.create({
      email: 'grace@example.org',
      name: 'Grace',
      password: 'right password',
      emailVerified: true,
    });
    for (const [email, password] of [
      ['grace@example.org', 'wrong password'],
      ['nobody@example.org', 'right password'],
    ] as const) {
      const pending = await ctx.rp.authorize();
      const failure = await signInHeadless({ authorizationUrl: pending.url, email, password }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(HeadlessFlowError);
      const { landing } = failure as HeadlessFlowError;
      expect(landing.stopped).toBe(false);
      expect(landing.status).toBe(400);
      expect(landing.url.origin).toBe(ctx.idp.issuer);
      expect(visibleText(landing.body)).toContain('Email or password is incorrect.');
      expect(landing.body).not.toContain(password);
    }
  });

  it('names the missing fields of the sign-in form', async () => {
    const pending = await ctx.rp.authorize();
    const failure = (await signInHeadless({ authorizationUrl: pending.url, email: '', password: '' }).catch(
      (error: unknown) => error,
    )) as HeadlessFlowError;
    const text = visibleText(failure.landing.body);
    expect(text).toContain('Email is required.');
    expect(text).toContain('Password is required.');
  });

  it('refuses a replayed authorization code with invalid_grant', async () => {
    await ctx.idp.accounts.create({
      email: 'replay@example.org',
      name: 'R',
      password: 'password one',
      emailVerified: true,
    });
    const pending = await ctx.rp.authorize();
    const callback = await signInHeadless({
      authorizationUrl: pending.url,
      email: 'replay@example.org',
      password: 'password one',
    });
    await ctx.rp.redeem(pending, callback);
    const replay = await ctx.rp.redeem(pending, callback).catch((error: unknown) => error);
    expect(replay).toBeInstanceOf(client.ResponseBodyError);
    expect((replay as client.ResponseBodyError).error).toBe('invalid_grant');
  });

  it('refuses a code redeemed with the wrong code_verifier', async () => {
    await ctx.idp.accounts.create({
      email: 'pkce@example.org',
      name: 'P',
      password: 'password one',
      emailVerified: true,
    });
    const pending = await ctx.rp.authorize();
    const callback = await signInHeadless({
      authorizationUrl: pending.url,
      email: 'pkce@example.org',
      password: 'password one',
    });
    const wrong = { ...pending, codeVerifier: client.randomPKCECodeVerifier() };
    const failure = await ctx.rp.redeem(wrong, callback).catch((error: unknown) => error);
    expect((failure as client.ResponseBodyError).error).toBe('invalid_grant');
  });

  it('signs in without a form while the provider session lasts (no consent screen)', async () => {
    await ctx.idp.accounts.create({
      email: 'again@example.org',
      name: 'Again',
      password: 'password one',
      emailVerified: true,
    });
    const browser = new HeadlessBrowser();
    const first = await ctx.rp.authorize();
    await ctx.rp.redeem(
      first,
      await signInHeadless({
        authorizationUrl: first.url,
        email: 'again@example.org',
        password: 'password one',
        browser,
      }),
    );
    const second = await ctx.rp.authorize();
    const landing = await browser.navigate(second.url, { stopAt: (location) => location.origin !== ctx.idp.issuer });
    expect(landing.stopped).toBe(true);
    const tokens = await ctx.rp.redeem(second, landing.url);
    expect(tokens.claims()?.email).toBe('again@example.org');
  });
});
