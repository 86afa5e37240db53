import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { AccountStore } from './account-store.ts';
import { trustedHtml } from './html.ts';
import { createInteractionRoutes } from './interaction-routes.ts';
import { interactionPolicyWithSignUp } from './interaction-policy.ts';
import { Outbox } from './outbox.ts';
import { errorPage, signedOutPage, signOutPage, type PageContext } from './pages.ts';
import { applySecurityHeaders, cspNonceFor } from './security-headers.ts';
import { loadOrCreateSigningKeys } from './signing-keys.ts';
import { OidcArtifactStore } from './sqlite-adapter.ts';

/** The one relying party this provider serves (the registration site). */
export interface ClientOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Where the site starts a sign-in; "Continue" after email verification goes here with `?returnTo=/multiple`. */
  initiateLoginUri: string;
}

export interface IdentityProviderOptions {
  /** Origin only, e.g. `http://127.0.0.1:4011`; `listen()` binds 127.0.0.1 on its port. */
  issuer: string;
  client: ClientOptions;
  /** Holds accounts.sqlite, oidc.sqlite (sessions, grants, codes) and jwks.json; memory and fresh keys when unset. */
  dataDir?: string;
  /** Folder the verification mails are written to, one .eml file each. */
  outboxDir: string;
  /** Sign the provider's cookies; the first one signs, all of them verify (so a key can be rotated out). */
  cookieKeys: string[];
  mailFrom?: string;
  siteName?: string;
  /** The site's origin, for the "back to the site" links. */
  siteUrl: string;
  /** Where unexpected errors are reported; console.error by default. */
  onError?: (error: unknown) => void;
}

export interface IdentityProvider {
  issuer: string;
  /** Not listening yet: call `listen()` (or listen on it yourself, for instance behind a test harness). */
  server: http.Server;
  /** The account store behind the pages, so tests can create accounts directly. */
  accounts: AccountStore;
  provider: Provider;
  /** Binds 127.0.0.1 on the issuer's port; resolves once connections are accepted. */
  listen(): Promise<void>;
  /** Stops the server (dropping open connections) and closes the databases. */
  close(): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'STEM Career Day <no-reply@stem-career-day.local>';
export const DEFAULT_SITE_NAME = 'STEM Career Day';

/**
 * Route paths. None under `/auth`: the site that uses this provider has its own `/auth/*` paths, and on
 * localhost both share a host in the browser's cookie jar.
 */
export const ROUTES = {
  authorization: '/authorize',
  token: '/token',
  userinfo: '/userinfo',
  jwks: '/jwks',
  end_session: '/logout',
} as const;

const origin = (url: string) => new URL(url).origin;

/**
 * A small OpenID Connect provider for development and tests, standing in for Keycloak, Auth0 or Entra:
 * discovery, authorization code with PKCE (S256, required), client_secret_basic, RP-initiated logout,
 * sign-in and sign-up pages (sign-up via `prompt=create`) and email verification through the outbox.
 */
export function createIdentityProvider(options: IdentityProviderOptions): IdentityProvider {
  const issuerUrl = new URL(options.issuer);
  if (issuerUrl.pathname !== '/' || issuerUrl.search !== '' || issuerUrl.hash !== '')
    throw new Error('issuer must be an origin, e.g. http://127.0.0.1:4011');
  const issuer = issuerUrl.origin;
  if (options.cookieKeys.length === 0) throw new Error('cookieKeys must hold at least one key');
  const siteName = options.siteName ?? DEFAULT_SITE_NAME;
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  const { client } = options;

  // Password hashes, sessions and private keys: readable by this user only (applies when the folder is new).
  if (options.dataDir !== undefined) fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const accounts = new AccountStore({
    file: options.dataDir === undefined ? undefined : path.join(options.dataDir, 'accounts.sqlite'),
  });
  const artifacts = new OidcArtifactStore(
    options.dataDir === undefined ? ':memory:' : path.join(options.dataDir, 'oidc.sqlite'),
  );
  const outbox = new Outbox({ dir: options.outboxDir, from: options.mailFrom ?? DEFAULT_MAIL_FROM });
  const pageFor = (ctx: KoaContextWithOIDC): PageContext => ({ siteName, siteUrl, nonce: cspNonceFor(ctx.req) });

  const policy = interactionPolicyWithSignUp();
  const configuration: Configuration = {
    adapter: artifacts.adapter,
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        post_logout_redirect_uris: client.postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        // oidc-provider only accepts an https initiate_login_uri; over http the pages still use it, unpublished.
        ...(client.initiateLoginUri.startsWith('https:') ? { initiate_login_uri: client.initiateLoginUri } : {}),
      },
    ],
    jwks: { keys: loadOrCreateSigningKeys(options.dataDir) },
    cookies: { keys: options.cookieKeys },
    // Every authorization request must carry an S256 code_challenge (oidc-provider supports no other method).
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Put the scope's claims into the ID token as well, not only into /userinfo: the relying party reads them there.
    conformIdTokenClaims: false,
    routes: ROUTES,
    // oidc-provider does not publish this member itself; relying parties look here before sending prompt=create.
    discovery: {
      prompt_values_supported: ['none', ...policy.filter((prompt) => prompt.requestable).map((prompt) => prompt.name)],
    },
    ttl: {
      Interaction: 60 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
      AuthorizationCode: 60,
      AccessToken: 10 * 60,
      IdToken: 10 * 60,
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    features: {
      // On by default, and it would serve its own unstyled forms in place of `interactions.url`.
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = signOutPage(pageFor(ctx), { form: trustedHtml(form) });
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(pageFor(ctx));
        },
      },
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.findBySub(sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: () => ({
          sub: account.sub,
          email: account.email,
          // Unverified accounts may sign in (as with real providers); the relying party must check this claim.
          email_verified: account.emailVerified,
          name: account.name,
        }),
      };
    },
    // The site is first-party: no consent screen. The grant is created (or widened) here with the requested
    // scopes, so the consent prompt finds nothing missing.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const accountId = oidc.session?.accountId;
      if (accountId === undefined || oidc.client === undefined) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(oidc.client.clientId);
      const existing = grantId === undefined ? undefined : await oidc.provider.Grant.find(grantId);
      const grant =
        existing?.accountId === accountId
          ? existing
          : new oidc.provider.Grant({ accountId, clientId: oidc.client.clientId });
      const missing = [...oidc.requestParamOIDCScopes].filter(
        (scope) => !grant.getOIDCScope().split(' ').includes(scope),
      );
      if (missing.length > 0 || grant !== existing) {
        grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
        await grant.save();
      }
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(pageFor(ctx), {
        heading: 'Something went wrong',
        message: out.error_description ?? out.error ?? 'The request could not be completed.',
      });
    },
  };

  const provider = new Provider(issuer, configuration);
  // Never trust X-Forwarded-*: this provider is reached directly, on 127.0.0.1.
  provider.proxy = false;
  provider.on('server_error', (_ctx, error) => onError(error));

  const routes = createInteractionRoutes({
    provider,
    accounts,
    outbox,
    issuer,
    siteName,
    siteUrl,
    initiateLoginUri: client.initiateLoginUri,
  });
  const providerHandler = provider.callback();
  const formActionOrigins = [...new Set([...client.redirectUris, ...client.postLogoutRedirectUris].map(origin))].filter(
    (allowed) => allowed !== issuer,
  );

  const server = http.createServer((req, res) => {
    const nonce = applySecurityHeaders(req, res, formActionOrigins);
    routes(req, res)
      .then((handled) => (handled ? undefined : providerHandler(req, res)))
      .catch((error: unknown) => {
        onError(error);
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const body = errorPage(
          { siteName, siteUrl, nonce },
          { heading: 'Something went wrong', message: 'Please try again in a moment.' },
        );
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(body);
      });
  });

  const port = Number(issuerUrl.port || (issuerUrl.protocol === 'https:' ? 443 : 80));

  return {
    issuer,
    server,
    accounts,
    provider,
    listen: () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      }),
    close: async () => {
      if (server.listening) {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Keep-alive connections (fetch keeps them) would otherwise hold close() open for seconds.
        server.closeAllConnections();
        await closed;
      }
      outbox.close();
      accounts.close();
      artifacts.close();
    },
  };
}
