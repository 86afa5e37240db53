import { describe, expect, it } from 'vitest';
import { readRegId, resolveNewFormGuard, studentThankYouUrl } from './form-guard.ts';

describe('new student form guard (SPEC §2)', () => {
  it('sends everyone home while the switch is off', () => {
    expect(resolveNewFormGuard('?ageVerified=true', false, 'MSIND')).toEqual({ kind: 'home' });
  });
  it.each(['', '?ageVerified=false', '?ageVerified=TRUE', '?other=true'])('sends %j to the age gate', (search) => {
    expect(resolveNewFormGuard(search, true, 'HSIND')).toEqual({ kind: 'verify-age', to: '/verify-age?regType=HSIND' });
  });
  it('shows the form after the age gate', () => {
    expect(resolveNewFormGuard('?ageVerified=true', true, 'MSIND')).toEqual({ kind: 'form' });
  });
});

describe('thank-you address', () => {
  it('carries regType, regId and the consent flag', () => {
    expect(studentThankYouUrl('MSIND', 'r 1', true)).toBe(
      '/thank-you?regType=MSIND&regId=r+1&isContestFormSubmitted=true',
    );
  });
  it('reads a regId from the answer data', () => {
    expect(readRegId({ regId: 'abc' })).toBe('abc');
    expect(readRegId({ regId: 7 })).toBe('7');
    expect(readRegId(undefined)).toBe('');
  });
});
