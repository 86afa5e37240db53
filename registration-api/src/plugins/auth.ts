import { createHmac, randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { OidcRelyingParty } from '../auth/oidc-relying-party.ts';
import { SessionService, type AccessTokenClaims } from '../auth/session-service.ts';
import { StaffPolicy } from '../auth/staff-policy.ts';
import { UploadGrants } from '../auth/upload-grant.ts';
import { CONFIRMATION_LINK_SECONDS } from '../consents/pending-consents.ts';
import type { Config } from '../config/env.ts';
import type { Session } from '../store/registration-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: {
      /** Unset when no identity provider is configured: /auth/* then answers 503. */
      relyingParty: OidcRelyingParty | undefined;
      sessions: SessionService;
      /** The create answers' upload grants (POST /api/files without a login, right after a create). */
      uploadGrants: UploadGrants;
      /** The tokens of the day-of consent confirmation links (single use is the store's, consents/). */
      consentLinks: UploadGrants;
      /** Cookie attributes: Secure whenever the site is served over https. */
      secureCookies: boolean;
      /** Who is staff: the `staff` access rule and the login's role claim. */
      staff: StaffPolicy;
    };
  }
  interface FastifyRequest {
    /** The session of a valid access token; set on 'user' and 'owner' routes (plugins/access-control.ts). */
    session: Session | null;
  }
}

export interface AuthPluginOptions {
  auth: Config['auth'];
  publicSiteUrl: string;
}

/** The header SPEC §6 names for the bearer token. */
export const AUTHORIZATION_HEADER = 'x-custom-authorization';

/**
 * The bearer token of a request, or null. The scheme's name is case-blind (RFC 9110 §11.1) and may be left
 * out: SPEC §7 says only that the header carries the bearer token, so a client may send the token alone.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers[AUTHORIZATION_HEADER];
  if (typeof header !== 'string') return null;
  const match = /^(?:Bearer +)?([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Login (DESIGN.md §4): the relying party, the session service and the keys they use, all derived from
 * AUTH_SECRET so one variable configures them: one signs the login-transaction cookie, one the API's own
 * access tokens (HS256 only; issuer and audience are the site's origin and its /api), one the upload grants.
 */
export default fp<AuthPluginOptions>(
  async function authPlugin(app: FastifyInstance, options) {
    let secret = options.auth.secret;
    if (secret === undefined) {
      secret = randomBytes(32).toString('base64url');
      app.log.warn('AUTH_SECRET is unset: using a per-process key, so a restart logs everyone out');
    }
    const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();

    await app.register(fastifyCookie, { secret: derive('login cookie').toString('base64url') });

    const issuer = options.publicSiteUrl;
    const audience = `${options.publicSiteUrl}/api`;
    await app.register(fastifyJwt, {
      secret: derive('access token'),
      sign: { algorithm: 'HS256', iss: issuer, aud: audience, expiresIn: `${options.auth.accessTokenSeconds}s` },
      verify: {
        algorithms: ['HS256'],
        allowedIss: issuer,
        allowedAud: audience,
        requiredClaims: ['iss', 'aud', 'exp', 'iat', 'sid', 'sub'],
      },
    });

    const sessions = new SessionService({
      store: app.store,
      sessionSeconds: options.auth.sessionSeconds,
      tokens: {
        sign: (claims: AccessTokenClaims) => app.jwt.sign(claims),
        verify: (token: string) => app.jwt.verify<Partial<AccessTokenClaims>>(token),
      },
    });
    const relyingParty = options.auth.oidc
      ? new OidcRelyingParty(options.auth.oidc, `${options.publicSiteUrl}/auth/callback`)
      : undefined;
    if (!relyingParty) app.log.warn('OIDC_ISSUER_URL is unset: login is off');

    app.decorate('auth', {
      relyingParty,
      sessions,
      uploadGrants: new UploadGrants(derive('upload grant')),
      // The same signed "this id until then" statement, under a key of its own: a link is never a grant.
      consentLinks: new UploadGrants(derive('day-of consent link'), { seconds: CONFIRMATION_LINK_SECONDS }),
      secureCookies: options.publicSiteUrl.startsWith('https://'),
      staff: new StaffPolicy(options.auth.staff),
    });
    app.decorateRequest('session', null);
  },
  { name: 'auth', dependencies: ['store'] },
);
