import { describe, expect, it } from 'vitest';
import { accountHint } from './account-hints.ts';

describe('account-already-exists hint', () => {
  it.each([
    ['google-oauth2', 'Please login using your Google account.'],
    ['employee', 'Please login using your employee sign-in.'],
    ['social', 'Please login using your social network account.'],
    ['windowslive', 'Please login using your Microsoft account.'],
  ])('conns=%s asks for the matching option', (conns, hint) => {
    expect(accountHint(`?conns=${conns}`)).toBe(hint);
  });

  it.each(['', '?conns=', '?conns=github', '?conns=toString', '?conns=__proto__', '?other=social'])(
    'gives no hint for %j',
    (search) => {
      expect(accountHint(search)).toBeNull();
    },
  );
});
