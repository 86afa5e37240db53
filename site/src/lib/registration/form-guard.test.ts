import { REGISTRATION_KINDS, type SiteSettings } from '@stem/shared';
import { hasDeadlinePassed } from '@stem/shared/cms/registration-deadline';
import { describe, expect, it } from 'vitest';
import { mustActAtOnce } from '../hydration/interaction-directive.ts';
import { draftKey } from './form-draft.ts';
import { closesAtOf, isKindOpen, newFormHydration, readRegId, resolveNewFormGuard } from './form-guard.ts';

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
  it('sends a new page given a regId to that registration’s edit page, before the gate and whatever the switch', () => {
    for (const open of [true, false]) {
      expect(resolveNewFormGuard('?regId=a%2Fb_1', open, HSIND)).toEqual({
        kind: 'edit',
        to: '/hs-ind-reg-edit?regId=a%2Fb_1',
      });
      expect(resolveNewFormGuard('?ageVerified=true&regId=x', open, HSCHAPERONE)).toEqual({
        kind: 'edit',
        to: '/hs-chaperone-reg-edit?regId=x',
      });
    }
    // An empty regId is no registration: the page is the new form as ever.
    expect(resolveNewFormGuard('?regId=', true, HSIND)).toEqual({
      kind: 'verify-age',
      to: '/verify-age?regType=HSIND',
    });
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

describe('when a new page hydrates before its visitor touches the form (client:interaction)', () => {
  const closing = '2027-03-16T04:00:00.000Z';
  const before = Date.parse(closing) - 1;
  const after = Date.parse(closing);
  const cases = [MSIND, HSIND, HSCHAPERONE].flatMap((kind) =>
    [true, false].flatMap((open) =>
      ['', '?ageVerified=true', '?ageVerified=false', '?regId=abc', '?regId='].flatMap((search) =>
        [null, closing].flatMap((closesAt) => [before, after].map((now) => ({ kind, open, search, closesAt, now }))),
      ),
    ),
  );
  it.each(cases)(
    'at once exactly when the guard or the closing time acts on its own: $kind.regType, open $open, $search, closes $closesAt, at $now',
    ({ kind, open, search, closesAt, now }) => {
      const acts = resolveNewFormGuard(search, open, kind).kind !== 'form' || hasDeadlinePassed(closesAt, now);
      expect(mustActAtOnce(newFormHydration(kind, open, closesAt), search, now)).toBe(acts);
    },
  );
  it('waits for the visitor on a page with nothing to act on (the day-of consent forms)', () => {
    expect(mustActAtOnce({}, '', Date.now())).toBe(false);
  });
  it("at once when the tab comes back to the form with the kind's own unsent answers kept", () => {
    const open = newFormHydration(HSIND, true, null);
    const keptFor = (regType: string) => (key: string) => key === draftKey(regType);
    const gated = '?ageVerified=true';
    expect(mustActAtOnce(open, gated, Date.now(), keptFor('HSIND'))).toBe(true);
    expect(mustActAtOnce(open, gated, Date.now(), keptFor('MSIND'))).toBe(false);
    expect(mustActAtOnce(open, gated, Date.now())).toBe(false);
  });
});
