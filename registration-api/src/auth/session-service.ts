import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RegistrationStore, Session } from '../store/registration-store.ts';
import type { ProviderIdentity } from './oidc-relying-party.ts';

/** What the access token carries: the session it belongs to and the provider's subject. Nothing personal. */
export interface AccessTokenClaims {
  sid: string;
  sub: string;
}

/** The JWT half of @fastify/jwt, with the algorithm, issuer, audience and lifetime already configured. */
export interface TokenSigner {
  sign(claims: AccessTokenClaims): string;
  /** Throws for a token that fails any check (signature, algorithm, issuer, audience, expiry). */
  verify(token: string): Partial<AccessTokenClaims>;
}

export interface SessionServiceOptions {
  store: RegistrationStore;
  tokens: TokenSigner;
  sessionSeconds: number;
  now?: () => number;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/**
 * Login sessions (SECURITY.md item 12). After the provider's callback a session is stored and named by the
 * refresh cookie `<sessionId>.<secret>` (only the secret's hash is stored); access tokens are short-lived
 * JWTs carrying the session id, and every use looks the session up, so logout (deleting it) ends the
 * cookie and every token issued under it at once. A new login is a new session, so a new token.
 */
export class SessionService {
  readonly #store: RegistrationStore;
  readonly #tokens: TokenSigner;
  readonly #sessionSeconds: number;
  readonly #now: () => number;

  constructor(options: SessionServiceOptions) {
    this.#store = options.store;
    this.#tokens = options.tokens;
    this.#sessionSeconds = options.sessionSeconds;
    this.#now = options.now ?? Date.now;
  }

  /**
   * Stores a session for a completed login; returns it with the refresh cookie value that names it.
   * `staffRole`: the provider's role claim named the staff role (StaffPolicy.hasRole), decided at login.
   */
  async open(
    identity: ProviderIdentity,
    options: { staffRole?: boolean } = {},
  ): Promise<{ session: Session; refreshCookie: string }> {
    const sessionId = randomBytes(16).toString('base64url');
    const secret = randomBytes(32).toString('base64url');
    const now = this.#now();
    const session: Session = {
      sessionId,
      refreshHash: sha256(secret),
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      emailVerified: identity.emailVerified,
      name: identity.name,
      idToken: identity.idToken,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + this.#sessionSeconds * 1000).toISOString(),
      ...(options.staffRole === true ? { staffRole: true } : {}),
    };
    await this.#store.createSession(session);
    return { session, refreshCookie: `${sessionId}.${secret}` };
  }

  /** The live session a refresh cookie names, or null (absent, malformed, wrong secret, ended, expired). */
  async fromRefreshCookie(value: string | undefined): Promise<Session | null> {
    const [sessionId, secret, ...rest] = (value ?? '').split('.');
    if (!sessionId || !secret || rest.length > 0 || !SESSION_ID.test(sessionId) || !SECRET.test(secret)) return null;
    const session = await this.#store.getSession(sessionId);
    if (!session) return null;
    const expected = Buffer.from(session.refreshHash, 'hex');
    const given = Buffer.from(sha256(secret), 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given) ? session : null;
  }

  /** A new access token for a live session. */
  accessToken(session: Session): string {
    return this.#tokens.sign({ sid: session.sessionId, sub: session.subject });
  }

  /** The live session behind an access token, or null for any token that fails a check or outlived it. */
  async fromAccessToken(token: string): Promise<Session | null> {
    let claims: Partial<AccessTokenClaims>;
    try {
      claims = this.#tokens.verify(token);
    } catch {
      return null;
    }
    if (typeof claims.sid !== 'string' || !SESSION_ID.test(claims.sid) || typeof claims.sub !== 'string') return null;
    const session = await this.#store.getSession(claims.sid);
    return session && session.subject === claims.sub ? session : null;
  }

  /** Ends a session: its cookie and every access token issued under it stop working. */
  async end(sessionId: string): Promise<void> {
    await this.#store.deleteSession(sessionId);
  }
}

/** The email that may open registrations: only one the provider verified (SECURITY.md item 11). */
export const verifiedEmail = (session: Session): string | null =>
  session.emailVerified === true && session.email ? session.email : null;
