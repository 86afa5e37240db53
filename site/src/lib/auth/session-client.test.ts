import { describe, expect, it } from 'vitest';
import { loginUrl, readSession } from './session-client.ts';

describe('readSession', () => {
  it('reads the /auth/token answer of a signed-in user', () => {
    expect(
      readSession({
        accessToken: 'a.b.c',
        expiresIn: 900,
        user: { name: 'Ada', email: 'ada@example.com', emailVerified: true, staff: true },
      }),
    ).toEqual({
      accessToken: 'a.b.c',
      user: { name: 'Ada', email: 'ada@example.com', emailVerified: true, staff: true },
    });
  });

  it.each([{ user: null }, null, 'x', { accessToken: 1, user: {} }, { accessToken: 'a.b.c' }])(
    'counts %j as logged out',
    (body) => {
      expect(readSession(body)).toBeNull();
    },
  );

  it('takes only a literal true as a verified email or as staff', () => {
    expect(
      readSession({ accessToken: 't', user: { name: 'Ada', emailVerified: 'true', staff: 'true' } })?.user,
    ).toEqual({
      name: 'Ada',
      email: null,
      emailVerified: false,
      staff: false,
    });
  });
});

describe('loginUrl', () => {
  it('encodes the return path so its query stays its own', () => {
    expect(loginUrl('/ms-ind-reg-edit?regId=abc&x=1')).toBe(
      '/auth/login?returnTo=%2Fms-ind-reg-edit%3FregId%3Dabc%26x%3D1',
    );
  });
});
