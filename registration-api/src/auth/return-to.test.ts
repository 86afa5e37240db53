import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_TO, REGISTRATIONS_PAGE, safeReturnTo } from './return-to.ts';

describe('safeReturnTo (SECURITY.md item 14)', () => {
  it.each(['/multiple', '/ms-ind-reg-edit?regId=abc_-9', '/contact#faq', '/thank-you?regType=MSIND&regId=x'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeReturnTo(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.example',
    'https://evil.example/multiple',
    '//evil.example',
    '//evil.example/multiple',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/.//evil.example',
    '/x/..//evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'multiple',
    ' /multiple',
    '/multiple\nLocation: https://evil.example',
    '/\t/evil.example',
    '/auth/callback?code=x',
    '/auth/logout',
    '',
    `/${'a'.repeat(600)}`,
  ])('refuses %j and goes to the default', (value) => {
    expect(safeReturnTo(value)).toBe(DEFAULT_RETURN_TO);
  });

  it.each([undefined, null, 42, ['/multiple'], { path: '/multiple' }])('refuses the non-string %j', (value) => {
    expect(safeReturnTo(value)).toBe(DEFAULT_RETURN_TO);
  });

  it.each(['/error-404', '/error-500?x=1', '/access-denied/', '/Contact-Thank-You', '/signin?returnTo=/x', '/signup'])(
    'comes back to the registrations, not to %j, where there is nothing to come back to',
    (path) => {
      expect(safeReturnTo(path)).toBe(REGISTRATIONS_PAGE);
    },
  );

  it('never gives anything a browser would resolve to another origin, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc.string().map((s) => `/${s}`),
        ),
        (value) => {
          const result = safeReturnTo(value);
          expect(new URL(result, 'https://careerday.example.org').origin).toBe('https://careerday.example.org');
          expect(result.startsWith('/')).toBe(true);
          expect(result.startsWith('//')).toBe(false);
          expect(result).not.toMatch(/[\\\s]/);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
