import * as client from 'openid-client';
import { afterEach, beforeEach } from 'vitest';
import { startTestIdentityProvider, type TestIdentityProvider } from './start-identity-provider.ts';

/** One authorization request's secrets, kept by the relying party until the callback. */
export interface PendingAuthorization {
  url: URL;
  codeVerifier: string;
  state: string;
  nonce: string;
}

/**
 * A minimal relying party on openid-client v6, configured the way registration-api is: discovery,
 * client_secret_basic, code + PKCE S256 + state + nonce. For the provider's own tests.
 */
export class TestRelyingParty {
  readonly config: client.Configuration;
  readonly redirectUri: string;
  readonly postLogoutRedirectUri: string;

  private constructor(config: client.Configuration, redirectUri: string, postLogoutRedirectUri: string) {
    this.config = config;
    this.redirectUri = redirectUri;
    this.postLogoutRedirectUri = postLogoutRedirectUri;
  }

  static async discover(idp: TestIdentityProvider): Promise<TestRelyingParty> {
    const { clientId, clientSecret, redirectUris, postLogoutRedirectUris } = idp.client;
    const config = await client.discovery(
      new URL(idp.issuer),
      clientId,
      clientSecret,
      client.ClientSecretBasic(clientSecret),
      // The provider runs on plain http in development and tests.
      { execute: [client.allowInsecureRequests] },
    );
    return new TestRelyingParty(config, redirectUris[0]!, postLogoutRedirectUris[0]!);
  }

  /** A fresh authorization URL; `extra` adds or overrides parameters (e.g. `{ prompt: 'create' }`). */
  async authorize(extra: Record<string, string> = {}): Promise<PendingAuthorization> {
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(this.config, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...extra,
    });
    return { url, codeVerifier, state, nonce };
  }

  /** The token response for a callback URL, with every check openid-client makes (state, nonce, PKCE, iss). */
  redeem(pending: PendingAuthorization, callbackUrl: URL) {
    return client.authorizationCodeGrant(this.config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
  }

  endSessionUrl(idToken: string, state: string): URL {
    return client.buildEndSessionUrl(this.config, {
      id_token_hint: idToken,
      post_logout_redirect_uri: this.postLogoutRedirectUri,
      state,
    });
  }
}

/**
 * A fresh provider and relying party for every test of the calling `describe`, closed after each. Read
 * `ctx.idp` and `ctx.rp` inside the tests (they are replaced before each one).
 */
export function useProviderAndRelyingParty(): { idp: TestIdentityProvider; rp: TestRelyingParty } {
  const ctx = {} as { idp: TestIdentityProvider; rp: TestRelyingParty };
  beforeEach(async () => {
    ctx.idp = await startTestIdentityProvider();
    ctx.rp = await TestRelyingParty.discover(ctx.idp);
  });
  afterEach(async () => {
    await ctx.idp.close();
  });
  return ctx;
}
