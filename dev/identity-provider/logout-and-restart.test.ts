import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HeadlessBrowser, hiddenFields } from './test-support/headless-browser.ts';
import { signInHeadless, signOutHeadless, visibleText } from './test-support/headless-sign-in.ts';
import { startTestIdentityProvider, type TestIdentityProvider } from './test-support/start-identity-provider.ts';
import { TestRelyingParty } from './test-support/test-relying-party.ts';

/** A new verified account `email`, signed in through `rp` in a new headless browser: the browser and its tokens. */
async function signedIn(idp: TestIdentityProvider, rp: TestRelyingParty, email: string) {
  await idp.accounts.create({ email, name: email.split('@')[0]!, password: 'password one', emailVerified: true });
  const browser = new HeadlessBrowser();
  const pending = await rp.authorize();
  const tokens = await rp.redeem(
    pending,
    await signInHeadless({ authorizationUrl: pending.url, email, password: 'password one', browser }),
  );
  return { browser, tokens };
}

describe('RP-initiated logout', () => {
  let idp: TestIdentityProvider;
  afterEach(async () => {
    await idp.close();
  });

  it('ends at the post-logout URI with state, and the next authorization request asks for sign-in again', async () => {
    idp = await startTestIdentityProvider();
    const rp = await TestRelyingParty.discover(idp);
    const { browser, tokens } = await signedIn(idp, rp, 'out@example.org');

    // The confirmation page: the provider's form, a visible "Sign out" button, a script that submits it.
    const endSessionUrl = rp.endSessionUrl(tokens.id_token!, 'after-logout');
    expect(endSessionUrl.pathname).toBe('/logout');
    const confirmation = await browser.navigate(endSessionUrl);
    expect(confirmation.status).toBe(200);
    expect(confirmation.body).toMatch(/<button class="button" type="submit" form="op\.logoutForm">Sign out<\/button>/);
    expect(hiddenFields(confirmation)).toMatchObject({ logout: 'yes', xsrf: expect.any(String) });
    const nonce = /<script nonce="([^"]+)">/.exec(confirmation.body)?.[1];
    expect(nonce).toBeDefined();

    const landing = await signOutHeadless({
      endSessionUrl: rp.endSessionUrl(tokens.id_token!, 'after-logout'),
      browser,
    });
    expect(landing.href).toBe('http://localhost:8080/?state=after-logout');

    const next = await rp.authorize();
    const afterwards = await browser.navigate(next.url, { stopAt: (location) => location.origin !== idp.issuer });
    expect(afterwards.stopped).toBe(false);
    expect(afterwards.body).toContain('<h1>Sign in</h1>');

    // Signing out again, with no provider session left, still ends at the post-logout URI: oidc-provider
    // answers with its own auto-posting form, whose script hash it adds to our CSP's script-src.
    const autoPost = await browser.request(rp.endSessionUrl(tokens.id_token!, 'again'));
    expect(autoPost.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[\w+/=]+' 'sha256-[\w+/=]+'/);
    await autoPost.body?.cancel();
    const again = await signOutHeadless({ endSessionUrl: rp.endSessionUrl(tokens.id_token!, 'again'), browser });
    expect(again.href).toBe('http://localhost:8080/?state=again');
  });

  it('forgets the sign-in when the browser is closed (a library computer left without signing out)', async () => {
    idp = await startTestIdentityProvider();
    const rp = await TestRelyingParty.discover(idp);
    const { browser } = await signedIn(idp, rp, 'left@example.org');
    // Still open: the provider signs the same person in again at once.
    const open = await browser.navigate((await rp.authorize()).url, { stopAt: (at) => at.origin !== idp.issuer });
    expect(open.stopped).toBe(true);

    browser.jar.dropSessionCookies();
    const reopened = await browser.navigate((await rp.authorize()).url, { stopAt: (at) => at.origin !== idp.issuer });
    expect(reopened.stopped).toBe(false);
    expect(reopened.body).toContain('<h1>Sign in</h1>');
  });

  it('shows its own "Signed out" page without a post_logout_redirect_uri', async () => {
    idp = await startTestIdentityProvider();
    const rp = await TestRelyingParty.discover(idp);
    const { browser } = await signedIn(idp, rp, 'page@example.org');
    const landing = await signOutHeadless({
      endSessionUrl: `${idp.issuer}/logout?client_id=${idp.client.clientId}`,
      browser,
    });
    expect(landing.pathname).toBe('/logout/success');
    const page = await browser.navigate(landing);
    expect(visibleText(page.body)).toContain('You are signed out.');
  });
});

describe('restart with a data folder', () => {
  const dirs: string[] = [];
  let idp: TestIdentityProvider | undefined;
  afterEach(async () => {
    await idp?.close();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps accounts, signing keys and sessions across a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'idp-data-'));
    dirs.push(dataDir);
    const cookieKeys = [randomBytes(32).toString('base64url')];
    const clientSecret = randomBytes(24).toString('base64url');
    idp = await startTestIdentityProvider({ dataDir, cookieKeys, client: { clientSecret } });
    const port = Number(new URL(idp.issuer).port);
    let rp = await TestRelyingParty.discover(idp);
    const { browser, tokens: before } = await signedIn(idp, rp, 'stay@example.org');
    const keys = JSON.parse(fs.readFileSync(path.join(dataDir, 'jwks.json'), 'utf8')) as {
      keys: Array<{ alg: string }>;
    };
    expect(keys.keys.map((key) => key.alg)).toEqual(['RS256', 'ES256']);
    expect(fs.statSync(path.join(dataDir, 'jwks.json')).mode & 0o777).toBe(0o600);
    await idp.close();

    idp = await startTestIdentityProvider({ dataDir, cookieKeys, port, client: { clientSecret } });
    rp = await TestRelyingParty.discover(idp);
    const second = await rp.authorize();
    const landing = await browser.navigate(second.url, { stopAt: (location) => location.origin !== idp!.issuer });
    expect(landing.stopped).toBe(true);
    const after = await rp.redeem(second, landing.url);
    expect(after.claims()?.sub).toBe(before.claims()?.sub);
    // An ID token from before the restart is still a valid id_token_hint.
    const out = await signOutHeadless({ endSessionUrl: rp.endSessionUrl(before.id_token!, 's'), browser });
    expect(out.href).toBe('http://localhost:8080/?state=s');
  });
});
