import { describe, expect, it } from 'vitest';
import { formatMonthYear, resolveAgeGate } from './age-gate-route.ts';

const allOpen = {
  msIndividualOpen: true,
  msGroupOpen: true,
  hsIndividualOpen: true,
  msIndividualClosesAt: null,
  msGroupClosesAt: null,
  hsIndividualClosesAt: null,
};

describe('verify-age guard', () => {
  it.each([
    ['MSIND', 'Middle School Student Registration', '/ms-ind-reg-new?ageVerified=true'],
    ['MSGROUP', 'Middle School Group Registration', '/ms-group-reg-new?ageVerified=true'],
    ['HSIND', 'High School Student Registration', '/hs-ind-reg-new?ageVerified=true'],
  ])('shows the gate for %s with its title and next form', (regType, title, next) => {
    expect(resolveAgeGate(`?regType=${regType}`, allOpen)).toEqual({
      kind: 'gate',
      regType,
      title,
      next,
      closesAt: null,
    });
  });

  it.each([
    ['MSIND', 'msIndividualClosesAt'],
    ['MSGROUP', 'msGroupClosesAt'],
    ['HSIND', 'hsIndividualClosesAt'],
  ])('carries %s its own closing time (%s), so the gate can say it has passed', (regType, field) => {
    const closesAt = '2027-03-17T03:59:00.000Z';
    const route = resolveAgeGate(`?regType=${regType}`, { ...allOpen, [field]: closesAt });
    expect(route).toMatchObject({ kind: 'gate', regType, closesAt });
    // Another kind's closing time is not this one's.
    const others = Object.fromEntries(
      ['msIndividualClosesAt', 'msGroupClosesAt', 'hsIndividualClosesAt'].map((name) => [
        name,
        name === field ? null : closesAt,
      ]),
    );
    expect(resolveAgeGate(`?regType=${regType}`, { ...allOpen, ...others })).toMatchObject({ closesAt: null });
  });

  it.each(['', '?regType=COMPANY', '?regType=msind', '?regType=HSCHAPERONE', '?other=1'])('sends %j home', (search) => {
    expect(resolveAgeGate(search, allOpen)).toEqual({ kind: 'home' });
  });

  it.each([
    ['MSIND', 'msIndividualOpen'],
    ['MSGROUP', 'msGroupOpen'],
    ['HSIND', 'hsIndividualOpen'],
  ])('sends %s home when %s is off', (regType, switchName) => {
    expect(resolveAgeGate(`?regType=${regType}`, { ...allOpen, [switchName]: false })).toEqual({ kind: 'home' });
  });
});

describe('month/year input', () => {
  it.each([
    ['0', '0'],
    ['05', '05'],
    ['052', '05/2'],
    ['052010', '05/2010'],
    ['05/2010', '05/2010'],
    ['05/20101', '05/2010'],
    ['ab05-20x10', '05/2010'],
    // A one-digit month with the person's own separator, typed or pasted whole.
    ['1/', '01'],
    ['1/2010', '01/2010'],
    ['5-2011', '05/2011'],
    [' 9 2012', '09/2012'],
    // A whole date: its month and year (qa25b: "01/15/2013" read as "01/1520", too young).
    ['01/15/2013', '01/2013'],
    ['1/5/2013', '01/2013'],
    ['01/15/', '01/'],
    ['2013-01-15', '01/2013'],
    ['2013-01', '01/2013'],
    ['2013-1-5', '01/2013'],
    // Year first, its month still being typed: "2013-1" may become "2013-10".
    ['2013-', '2013-'],
    ['2013-1', '2013-1'],
    ['2013-10', '10/2013'],
  ])('%j reads as %j', (raw, shown) => {
    expect(formatMonthYear(raw)).toBe(shown);
  });
});

describe('month/year typed one key at a time', () => {
  // The field shows each key's result, and the next key is typed after it (qa26a: "2013-" typed became "20/13-").
  const typed = (keys: string) => [...keys].reduce((shown, key) => formatMonthYear(shown + key), '');

  it.each([
    ['052013', '05/2013'],
    ['5/2013', '05/2013'],
    ['01/15/2013', '01/2013'],
    ['2013-01-15', '01/2013'],
    ['2013/01/15', '01/2013'],
    ['2013.1.15', '01/2013'],
    ['2013-10', '10/2013'],
    // Digits alone, as a number pad without "/" types a whole date (qa28a: "01152013" became 01/1520).
    ['01152013', '01/2013'],
    ['20130115', '01/2013'],
    ['1/15/2013', '01/2013'],
  ])('%j typed shows %j', (keys, shown) => {
    expect(typed(keys)).toBe(shown);
  });
});
