import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { createAgeGateSchema, hasReachedAge, parseBirthMonth } from './age-gate-schema.ts';

// A fixed "today" in local time: 22 November 2026.
const today = new Date(2026, 10, 22);
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
    const firstOfMonth = createAgeGateSchema(() => new Date(2026, 10, 1));
    expect(v.safeParse(firstOfMonth, { birthdate: '11/2013' }).success).toBe(true);
    const lastDayBefore = createAgeGateSchema(() => new Date(2026, 9, 31, 23, 59));
    expect(v.safeParse(lastDayBefore, { birthdate: '11/2013' }).success).toBe(false);
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
    expect(hasReachedAge({ month: 1, year: 2014 }, 13, new Date(2027, 0, 1))).toBe(true);
    expect(hasReachedAge({ month: 1, year: 2014 }, 13, new Date(2026, 11, 31))).toBe(false);
  });
});
