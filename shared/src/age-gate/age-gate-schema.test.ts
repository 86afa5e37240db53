import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { createAgeGateSchema, hasReachedAge, parseBirthMonth } from './age-gate-schema.ts';

// A fixed "today": noon on 22 November 2026 in New York, where the site's dates are.
const newYork = (date: string, time = '12:00') => new Date(`${date}T${time}:00-05:00`);
const today = newYork('2026-11-22');
const schema = createAgeGateSchema(() => today);

function messageFor(birthdate: unknown): string | undefined {
  const result = v.safeParse(schema, { birthdate });
  return result.success ? undefined : result.issues[0].message;
}

describe('age gate: the 13th birthday (1st of the birth month) on or before today passes', () => {
  it.each([
    ['11/2013', 'turned 13 on 1 Nov 2026, this month'],
    ['10/2013', 'turned 13 last month'],
    ['01/2013', 'turned 13 in January'],
    ['12/2012', 'turned 13 last year'],
    ['06/1970', 'an adult'],
  ])('%s passes (%s)', (birthdate) => {
    expect(messageFor(birthdate)).toBeUndefined();
  });

  it.each([
    ['12/2013', 'turns 13 next month'],
    ['01/2014', 'turns 13 in 2027'],
    ['06/2014', 'is 12'],
    ['11/2026', 'born this month'],
    ['01/2030', 'born in the future'],
  ])('%s is refused with the age message (%s)', (birthdate) => {
    expect(messageFor(birthdate)).toBe('Your age must be 13 or older to continue.');
  });

  it('a birthday on the 1st counts on the 1st itself', () => {
    const firstOfMonth = createAgeGateSchema(() => newYork('2026-11-01', '00:01'));
    expect(v.safeParse(firstOfMonth, { birthdate: '11/2013' }).success).toBe(true);
    const lastDayBefore = createAgeGateSchema(() => new Date('2026-10-31T23:59:00-04:00'));
    expect(v.safeParse(lastDayBefore, { birthdate: '11/2013' }).success).toBe(false);
  });

  it('goes by the date in New York, whatever the browser’s zone', () => {
    // 8 pm on November 30 in New York is already December 1 in Tokyo: not yet the December birthday.
    const tokyoEarly = createAgeGateSchema(() => newYork('2026-11-30', '20:00'));
    expect(v.safeParse(tokyoEarly, { birthdate: '12/2013' }).success).toBe(false);
    // Midnight past in New York on December 1 is still November 30 in Honolulu: the birthday has come.
    const honoluluLate = createAgeGateSchema(() => newYork('2026-12-01', '00:30'));
    expect(v.safeParse(honoluluLate, { birthdate: '12/2013' }).success).toBe(true);
  });

  it('the output is the trimmed value', () => {
    expect(v.parse(schema, { birthdate: ' 05/2010 ' })).toEqual({ birthdate: '05/2010' });
  });
});

describe('age gate: malformed input', () => {
  it.each([
    '13/2010',
    '00/2010',
    '1/2010',
    '01/10',
    '01/20100',
    '2010-01',
    '01-2010',
    'ab/cdef',
    '01/1899',
    '01 /2010',
  ])('%j gets the age message', (birthdate) => {
    expect(messageFor(birthdate)).toBe(MESSAGES.ageGate);
  });

  it.each(['', '   '])('%j is required', (birthdate) => {
    expect(messageFor(birthdate)).toBe('This field is required');
  });

  it.each([undefined, null, 201001, { $gt: '' }])('a non-string %j is required', (birthdate) => {
    expect(messageFor(birthdate)).toBe('This field is required');
  });
});

describe('parseBirthMonth and hasReachedAge', () => {
  it('parses a strict mm/yyyy', () => {
    expect(parseBirthMonth('09/2011')).toEqual({ month: 9, year: 2011 });
    expect(parseBirthMonth('9/2011')).toBeNull();
  });

  it('counts whole months across a year boundary', () => {
    expect(hasReachedAge({ month: 1, year: 2014 }, 13, newYork('2027-01-01'))).toBe(true);
    expect(hasReachedAge({ month: 1, year: 2014 }, 13, newYork('2026-12-31'))).toBe(false);
  });
});
