import type { FastifyInstance } from 'fastify';
import type { ProviderIdentity } from '../auth/oidc-relying-party.ts';
import { SESSION_COOKIE } from '../routes/auth-routes.ts';

/** What the identity provider says about a person after login (verified email unless overridden). */
export const identity = (email: string | null, overrides: Partial<ProviderIdentity> = {}): ProviderIdentity => ({
  issuer: 'http://127.0.0.1:4011',
  subject: `sub-${email}`,
  email,
  emailVerified: true,
  name: 'Ada Lovelace',
  idToken: 'id.token.value',
  ...overrides,
});

/** A signed-in browser: the session cookie the callback would have set, and a token from /auth/token. */
export async function signInAs(app: FastifyInstance, who: ProviderIdentity) {
  const { refreshCookie } = await app.auth.sessions.open(who);
  const answer = await app.inject({ method: 'POST', url: '/auth/token', cookies: { [SESSION_COOKIE]: refreshCookie } });
  const { accessToken } = answer.json<{ accessToken: string }>();
  return { refreshCookie, accessToken };
}

/** The header SPEC §6 names, carrying an access token. */
export const bearer = (token: string) => ({ 'x-custom-authorization': `Bearer ${token}` });
