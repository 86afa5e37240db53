import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { LoginFailedError, ProviderUnavailableError, type LoginTransaction } from '../auth/oidc-relying-party.ts';
import { safeReturnTo } from '../auth/return-to.ts';
import { verifiedEmail } from '../auth/session-service.ts';
import type { StaffPolicy } from '../auth/staff-policy.ts';
import type { Session } from '../store/registration-store.ts';

export interface AuthRoutesOptions {
  publicSiteUrl: string;
  accessTokenSeconds: number;
}

/** The login in progress: short-lived, signed, only sent back to the callback. */
export const LOGIN_COOKIE = 'stem_login';
/** Names the session; only sent to /auth/* (the token, logout), never to pages or /api. */
export const SESSION_COOKIE = 'stem_session';
const LOGIN_SECONDS = 10 * 60;

/** Where a failed login ends: the site's page for it (SPEC §2), without saying why. */
const LOGIN_FAILED_PAGE = '/access-denied';

const LoginQuery = v.object({ returnTo: v.optional(v.string()) });
const TransactionSchema = v.strictObject({
  state: v.string(),
  nonce: v.string(),
  codeVerifier: v.string(),
  returnTo: v.string(),
});

/** What the site learns of the signed-in user: enough for the nav bar, the chooser and the staff desk. */
const userOf = (session: Session, staff: StaffPolicy) => ({
  name: session.name ?? session.email ?? '',
  email: session.email,
  emailVerified: verifiedEmail(session) !== null,
  staff: staff.staffEmail(session) !== null,
});

const UNAVAILABLE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in unavailable</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main>
<h1>Sign-in is unavailable right now</h1><p>Please try again in a few minutes.</p><p><a href="/">Back to the home page</a></p>
</main></body></html>`;

/**
 * Login through the identity provider (SPEC §1, §6; SECURITY.md items 10-12, 14): /auth/login and
 * /auth/signup send the browser to the provider, /auth/callback completes the login and sets the session
 * cookie, /auth/token trades that cookie for a short-lived access token, /auth/me says who is signed in,
 * /auth/logout ends the session here and at the provider.
 */
export default async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { relyingParty, sessions, secureCookies } = app.auth;
  const cookieBase = { httpOnly: true, secure: secureCookies, path: '/auth' } as const;

  const clearSession = (reply: FastifyReply) =>
    reply.clearCookie(SESSION_COOKIE, { ...cookieBase, sameSite: 'strict' });

  async function startLogin(
    kind: 'login' | 'signup',
    request: FastifyRequest<{ Querystring: v.InferOutput<typeof LoginQuery> }>,
    reply: FastifyReply,
  ) {
    if (!relyingParty) return reply.status(503).type('text/html; charset=utf-8').send(UNAVAILABLE_PAGE);
    const fallback = kind === 'signup' ? '/multiple' : '/';
    const returnTo = request.query.returnTo === undefined ? fallback : safeReturnTo(request.query.returnTo);
    let started: Awaited<ReturnType<typeof relyingParty.start>>;
    try {
      started = await relyingParty.start(kind, returnTo);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      request.log.error({ err: error.cause }, 'identity provider unreachable');
      return reply.status(503).type('text/html; charset=utf-8').send(UNAVAILABLE_PAGE);
    }
    // Lax, not Strict: the callback arrives as a top-level navigation from the provider's site.
    reply.setCookie(LOGIN_COOKIE, Buffer.from(JSON.stringify(started.transaction)).toString('base64url'), {
      ...cookieBase,
      path: '/auth/callback',
      sameSite: 'lax',
      maxAge: LOGIN_SECONDS,
      signed: true,
    });
    return reply.header('cache-control', 'no-store').redirect(started.url, 302);
  }

  // Starting a login only redirects (general limit); completing one stores a session (the login tier).
  const loginRoute = { config: { access: 'public' as const }, schema: { querystring: LoginQuery } };
  app.get<{ Querystring: v.InferOutput<typeof LoginQuery> }>('/auth/login', loginRoute, (request, reply) =>
    startLogin('login', request, reply),
  );
  app.get<{ Querystring: v.InferOutput<typeof LoginQuery> }>('/auth/signup', loginRoute, (request, reply) =>
    startLogin('signup', request, reply),
  );

  app.get('/auth/callback', { config: { access: 'public', rateLimitTier: 'login' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Single use: whatever happens next, this login's cookie is gone.
    reply.clearCookie(LOGIN_COOKIE, { ...cookieBase, path: '/auth/callback', sameSite: 'lax' });
    const fail = (reason: string) => {
      request.log.warn({ loginFailure: reason }, 'login refused');
      return reply.redirect(LOGIN_FAILED_PAGE, 303);
    };
    if (!relyingParty) return reply.status(503).type('text/html; charset=utf-8').send(UNAVAILABLE_PAGE);
    const transaction = readTransaction(request);
    if (!transaction) return fail('missing or tampered login cookie');
    try {
      const identity = await relyingParty.finish(new URL(request.url, options.publicSiteUrl), transaction);
      const { refreshCookie } = await sessions.open(identity, { staffRole: app.auth.staff.hasRole(identity.claims) });
      // No Max-Age: the cookie ends with the browser (a library computer closed without logging out keeps
      // nobody signed in); the session itself ends after SESSION_HOURS whatever the browser does.
      reply.setCookie(SESSION_COOKIE, refreshCookie, { ...cookieBase, sameSite: 'strict' });
      return reply.redirect(transaction.returnTo, 303);
    } catch (error) {
      if (error instanceof LoginFailedError) return fail(error.reason);
      if (error instanceof ProviderUnavailableError) return fail('identity provider unreachable');
      throw error;
    }
  });

  // A POST with no body: the site's pages call it once per page load (SameSite=Strict keeps other sites out).
  app.post('/auth/token', { config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await sessions.fromRefreshCookie(request.cookies[SESSION_COOKIE]);
    if (!session) {
      if (request.cookies[SESSION_COOKIE] !== undefined) clearSession(reply);
      return { user: null };
    }
    return {
      accessToken: sessions.accessToken(session),
      expiresIn: options.accessTokenSeconds,
      user: userOf(session, app.auth.staff),
    };
  });

  app.get('/auth/me', { config: { access: 'user' } }, async (request) => userOf(request.session!, app.auth.staff));

  app.post('/auth/logout', { config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await sessions.fromRefreshCookie(request.cookies[SESSION_COOKIE]);
    clearSession(reply);
    const home = `${options.publicSiteUrl}/`;
    if (!session) return { redirectTo: '/' };
    await sessions.end(session.sessionId);
    const endSession = await relyingParty?.endSessionUrl(session.idToken, home);
    return { redirectTo: endSession ?? '/' };
  });

  function readTransaction(request: FastifyRequest): LoginTransaction | null {
    const raw = request.cookies[LOGIN_COOKIE];
    if (raw === undefined) return null;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || unsigned.value === null) return null;
    try {
      const parsed = v.safeParse(
        TransactionSchema,
        JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')),
      );
      return parsed.success ? { ...parsed.output, returnTo: safeReturnTo(parsed.output.returnTo) } : null;
    } catch {
      return null;
    }
  }
}
