import { describe, expect, it } from 'vitest';
import { accountHint, DEFAULT_ACCOUNT_CONNECTIONS, parseAccountConnections } from './account-hints.ts';

const defaults = parseAccountConnections(DEFAULT_ACCOUNT_CONNECTIONS);

describe('account-already-exists hint', () => {
  it.each([
    ['google-oauth2', 'Please login using your Google account.'],
    ['employee', 'Please login using your employee sign-in.'],
    ['social', 'Please login using your social network account.'],
    ['windowslive', 'Please login using your Microsoft account.'],
  ])('conns=%s asks for the matching option', (conns, hint) => {
    expect(accountHint(`?conns=${conns}`, defaults)).toBe(hint);
  });

  it.each(['', '?conns=', '?conns=github', '?conns=toString', '?conns=__proto__', '?other=social'])(
    'gives no hint for %j',
    (search) => {
      expect(accountHint(search, defaults)).toBeNull();
    },
  );

  it('maps the provider’s own connection names by configuration', () => {
    const keycloak = parseAccountConnections('google=google, saml-staff=employee ,facebook=social,microsoft=microsoft');
    expect(accountHint('?conns=saml-staff', keycloak)).toBe('Please login using your employee sign-in.');
    expect(accountHint('?conns=facebook', keycloak)).toBe('Please login using your social network account.');
    expect(accountHint('?conns=google-oauth2', keycloak)).toBeNull();
  });

  it.each(['google-oauth2', 'a=b', 'x=google=1', '=google', 'bad name=social'])(
    'refuses the configuration %j, naming the variable',
    (config) => {
      expect(() => parseAccountConnections(config)).toThrow(/^ACCOUNT_CONNECTIONS: /);
    },
  );
});
