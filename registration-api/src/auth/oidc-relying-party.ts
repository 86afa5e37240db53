import * as client from 'openid-client';
import type { OidcConfig } from '../config/env.ts';

/** What one login must remember between the redirect to the provider and the callback (SECURITY.md item 10). */
export interface LoginTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Where to go after the callback: already checked by safeReturnTo. */
  returnTo: string;
}

/** Who signed in, as the provider says. The identity is (issuer, subject); the email is only a claim. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  /** True only when the provider said `email_verified: true` (missing counts as false). */
  emailVerified: boolean;
  name: string | null;
  idToken: string;
  /**
   * Every claim the provider gave: the ID token's, with /userinfo's when it was asked (no email in the
   * token). The staff role claim is read from it at login; nothing else keeps it.
   */
  claims?: Record<string, unknown>;
}

/** The provider answered the callback with an error, or the answer failed a check. Never shown to users. */
export class LoginFailedError extends Error {
  /** A short reason for the log: an openid-client or OAuth error code, never claims or tokens. */
  readonly reason: string;
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`login failed: ${reason}`, options);
    this.name = 'LoginFailedError';
    this.reason = reason;
  }
}

/** The provider could not be reached (discovery failed): sign-in is unavailable for now. */
export class ProviderUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('identity provider unavailable', options);
    this.name = 'ProviderUnavailableError';
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The API as an OpenID Connect relying party (openid-client v6): authorization code flow with PKCE S256,
 * state and nonce, all fresh per login. openid-client checks the state, the `iss` response parameter, the
 * ID token's signature, issuer, audience, expiry and nonce; this class turns the result into an identity.
 * Discovery runs on first use and is retried on the next login when the provider was down.
 */
export class OidcRelyingParty {
  readonly #options: OidcConfig;
  readonly #redirectUri: string;
  #configuration: Promise<client.Configuration> | undefined;

  constructor(options: OidcConfig, redirectUri: string) {
    this.#options = options;
    this.#redirectUri = redirectUri;
  }

  async #config(): Promise<client.Configuration> {
    this.#configuration ??= this.#discover();
    try {
      return await this.#configuration;
    } catch (error) {
      this.#configuration = undefined;
      throw new ProviderUnavailableError({ cause: error });
    }
  }

  #discover(): Promise<client.Configuration> {
    const issuer = new URL(this.#options.issuerUrl);
    // Plain http only for a provider on this machine (the local one of npm start and the tests).
    const insecure = issuer.protocol === 'http:' && LOCAL_HOSTS.has(issuer.hostname);
    return client.discovery(
      issuer,
      this.#options.clientId,
      this.#options.clientSecret,
      // openid-client defaults to client_secret_post; providers register clients for basic by default.
      client.ClientSecretBasic(this.#options.clientSecret),
      { timeout: 5, ...(insecure ? { execute: [client.allowInsecureRequests] } : {}) },
    );
  }

  /** Starts a login (or a sign-up): the provider URL to send the browser to, and what the callback checks. */
  async start(kind: 'login' | 'signup', returnTo: string): Promise<{ url: string; transaction: LoginTransaction }> {
    const config = await this.#config();
    const transaction: LoginTransaction = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      returnTo,
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.#redirectUri,
      scope: this.#options.scopes,
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(transaction.codeVerifier),
      code_challenge_method: 'S256',
      state: transaction.state,
      nonce: transaction.nonce,
      ...(kind === 'signup' ? this.#options.signupParams : {}),
    });
    return { url: url.href, transaction };
  }

  /** Completes a login from the callback URL as the browser requested it. Throws LoginFailedError. */
  async finish(callbackUrl: URL, transaction: LoginTransaction): Promise<ProviderIdentity> {
    const config = await this.#config();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw new LoginFailedError(reasonOf(error), { cause: error });
    }
    const claims = tokens.claims();
    if (!claims || !tokens.id_token) throw new LoginFailedError('no ID token');
    // Some providers put email only in /userinfo (conformIdTokenClaims); ask it when the token has none.
    let email = typeof claims.email === 'string' ? claims.email : undefined;
    let verified: unknown = claims.email_verified;
    let name = typeof claims.name === 'string' ? claims.name : undefined;
    let all: Record<string, unknown> = { ...claims };
    if (email === undefined && tokens.access_token) {
      try {
        const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        all = { ...all, ...info };
        email = typeof info.email === 'string' ? info.email : undefined;
        verified = info.email_verified;
        name ??= typeof info.name === 'string' ? info.name : undefined;
      } catch (error) {
        throw new LoginFailedError(reasonOf(error), { cause: error });
      }
    }
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: email?.trim() || null,
      emailVerified: verified === true,
      name: name?.trim() || null,
      idToken: tokens.id_token,
      claims: all,
    };
  }

  /**
   * Where to send the browser to end the provider's session too (RP-initiated logout), or null when the
   * provider does not offer it or cannot be reached: the local logout stands on its own.
   */
  async endSessionUrl(idTokenHint: string | null, postLogoutRedirectUri: string): Promise<string | null> {
    let config: client.Configuration;
    try {
      config = await this.#config();
    } catch {
      return null;
    }
    if (!config.serverMetadata().end_session_endpoint) return null;
    return client.buildEndSessionUrl(config, {
      post_logout_redirect_uri: postLogoutRedirectUri,
      client_id: this.#options.clientId,
      ...(idTokenHint ? { id_token_hint: idTokenHint } : {}),
    }).href;
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof client.AuthorizationResponseError) return `provider answered ${error.error}`;
  if (error instanceof client.ResponseBodyError) return `token endpoint answered ${error.error}`;
  if (error instanceof client.ClientError) return error.code ?? 'client error';
  return error instanceof Error ? error.name : 'unknown';
}
