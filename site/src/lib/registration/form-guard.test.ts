import { REGISTRATION_KINDS, type SiteSettings } from '@stem/shared';
import { describe, expect, it } from 'vitest';
import { closesAtOf, isKindOpen, readRegId, resolveNewFormGuard } from './form-guard.ts';

const { MSIND, HSIND, HSCHAPERONE, HSDAYOFCONSENT } = REGISTRATION_KINDS;

describe('new form guard (SPEC §2)', () => {
  it('sends everyone home while the switch is off', () => {
    expect(resolveNewFormGuard('?ageVerified=true', false, MSIND)).toEqual({ kind: 'home' });
    expect(resolveNewFormGuard('', false, HSCHAPERONE)).toEqual({ kind: 'home' });
  });
  it.each(['', '?ageVerified=false', '?ageVerified=TRUE', '?other=true'])(
    'sends %j to the age gate of an age-gated kind',
    (search) => {
      expect(resolveNewFormGuard(search, true, HSIND)).toEqual({ kind: 'verify-age', to: '/verify-age?regType=HSIND' });
    },
  );
  it('shows the form after the age gate', () => {
    expect(resolveNewFormGuard('?ageVerified=true', true, MSIND)).toEqual({ kind: 'form' });
  });
  it('shows a kind without age gate (the chaperone) whenever its switch is on', () => {
    expect(resolveNewFormGuard('', true, HSCHAPERONE)).toEqual({ kind: 'form' });
    expect(resolveNewFormGuard('?ageVerified=false', true, HSCHAPERONE)).toEqual({ kind: 'form' });
  });
});

describe('a kind’s switch', () => {
  const settings = { hsChaperoneOpen: false, msIndividualOpen: true } as SiteSettings;
  it('follows the switch the registry names', () => {
    expect(isKindOpen(HSCHAPERONE, settings)).toBe(false);
    expect(isKindOpen(MSIND, settings)).toBe(true);
  });
  it('is always open for a kind without a switch (the day-of consent)', () => {
    expect(isKindOpen(HSDAYOFCONSENT, settings)).toBe(true);
  });
});

describe('a kind’s closing date-time', () => {
  const settings = { msGroupClosesAt: '2027-03-16T04:00:00.000Z', companyClosesAt: null } as SiteSettings;
  it('is the one the CMS keeps beside the kind’s own switch, or null', () => {
    expect(closesAtOf(REGISTRATION_KINDS.MSGROUP, settings)).toBe('2027-03-16T04:00:00.000Z');
    expect(closesAtOf(REGISTRATION_KINDS.MSIND, settings)).toBeNull();
    expect(closesAtOf(REGISTRATION_KINDS.COMPANY, settings)).toBeNull();
    expect(closesAtOf(HSDAYOFCONSENT, settings)).toBeNull();
  });
});

describe('regId of an answer', () => {
  it('reads a regId from the answer data', () => {
    expect(readRegId({ regId: 'abc' })).toBe('abc');
    expect(readRegId({ regId: 7 })).toBe('7');
    expect(readRegId(undefined)).toBe('');
  });
});
