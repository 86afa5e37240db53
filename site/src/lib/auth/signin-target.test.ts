import { describe, expect, it } from 'vitest';
import { sameSitePath as sameSiteReturnTo } from '@stem/shared/same-site-path';
import { signinTarget } from './signin-target.ts';

describe('signinTarget (/signin)', () => {
  it('starts the login back to /multiple when no returnTo is given', () => {
    expect(signinTarget('')).toBe('/auth/login?returnTo=%2Fmultiple');
    expect(signinTarget('?returnTo=')).toBe('/auth/login?returnTo=%2Fmultiple');
  });

  it.each([
    ['/multiple', '/auth/login?returnTo=%2Fmultiple'],
    ['/ms-ind-reg-edit?regId=abc_-9', '/auth/login?returnTo=%2Fms-ind-reg-edit%3FregId%3Dabc_-9'],
    ['/contact#faq', '/auth/login?returnTo=%2Fcontact%23faq'],
  ])('passes the same-site path %s on, encoded', (returnTo, expected) => {
    expect(signinTarget(`?returnTo=${encodeURIComponent(returnTo)}`)).toBe(expected);
  });

  it.each([
    'https://evil.example/multiple',
    '//evil.example',
    '/\\evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/.//evil.example',
    '/x/..//evil.example',
    'javascript:alert(1)',
    'multiple',
    ' /multiple',
    '/multiple\nLocation: https://evil.example',
    '/auth/callback?code=x',
    '/auth',
    `/${'a'.repeat(600)}`,
  ])('refuses %j and goes to /multiple', (returnTo) => {
    expect(sameSiteReturnTo(returnTo)).toBeNull();
    expect(signinTarget(`?returnTo=${encodeURIComponent(returnTo)}`)).toBe('/auth/login?returnTo=%2Fmultiple');
  });

  it('never yields a path a browser would resolve to another origin', () => {
    for (const value of ['/a/../b', '/./multiple', '/multiple?x=//evil.example', '/%2e%2e/multiple']) {
      const path = sameSiteReturnTo(value);
      expect(path).not.toBeNull();
      expect(new URL(path!, 'https://careerday.example.org').origin).toBe('https://careerday.example.org');
    }
  });
});
