import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messagesByPath } from '../test-support.ts';
import {
  formatUsDate,
  isPlausibleBirthDate,
  isStrictUsDate,
  OptionalTypedUsDateSchema,
  OptionalUsDateSchema,
  RequiredTypedUsDateSchema,
} from './us-date.ts';

describe('strict MM/DD/YYYY', () => {
  it.each(['02/03/2026', '12/31/2026', '01/01/2026', '02/28/2026', '02/29/2028', '02/29/2000', '04/30/2026'])(
    '%s is a date',
    (value) => {
      expect(isStrictUsDate(value)).toBe(true);
    },
  );

  it.each([
    ['02/30/2026', 'no 30 February'],
    ['02/29/2026', 'not a leap year'],
    ['02/29/2100', 'a century that is not a leap year'],
    ['04/31/2026', 'April has 30 days'],
    ['13/01/2026', 'month 13'],
    ['00/10/2026', 'month 0'],
    ['01/00/2026', 'day 0'],
    ['01/32/2026', 'day 32'],
    ['2/3/2026', 'one-digit month and day'],
    ['02/3/2026', 'one-digit day'],
    ['02/03/26', 'two-digit year'],
    ['02/03/02026', 'five-digit year'],
    ['02-03-2026', 'dashes'],
    ['2026-02-03', 'ISO order'],
    [' 02/03/2026', 'surrounding space (the schema trims first)'],
    ['02/03/2026x', 'trailing text'],
    ['', 'empty'],
  ])('%j is not (%s)', (value) => {
    expect(isStrictUsDate(value)).toBe(false);
  });

  it('formats a date as MM/DD/YYYY in local time', () => {
    expect(formatUsDate(new Date(2026, 1, 3))).toBe('02/03/2026');
    expect(formatUsDate(new Date(2026, 11, 31, 23, 59))).toBe('12/31/2026');
  });
});

describe('conditional date field', () => {
  const schema = v.object({ date: OptionalUsDateSchema });

  it('missing or empty is "" (required or not is a cross-field rule)', () => {
    expect(v.parse(schema, {})).toEqual({ date: '' });
    expect(v.parse(schema, { date: ' ' })).toEqual({ date: '' });
  });

  it('a given date is trimmed and must be MM/DD/YYYY', () => {
    expect(v.parse(schema, { date: ' 02/03/2026 ' })).toEqual({ date: '02/03/2026' });
    for (const date of ['02/30/2026', '2/3/2026', 'x'.repeat(10_000)]) {
      expect(messagesByPath(schema, { date })).toEqual({ date: ['Date should have format MM/DD/YYYY'] });
    }
  });

  it('a non-string is "This field is required"', () => {
    expect(messagesByPath(schema, { date: { $ne: '' } })).toEqual({ date: ['This field is required'] });
  });
  it('a date a person types may be digits only (a phone’s number pad has no slash); else strictly MM/DD/YYYY (SPEC §5)', () => {
    for (const schema of [OptionalTypedUsDateSchema, RequiredTypedUsDateSchema]) {
      expect(v.parse(v.object({ date: schema }), { date: '02032008' })).toEqual({ date: '02/03/2008' });
      expect(v.parse(v.object({ date: schema }), { date: '12/31/2007' })).toEqual({ date: '12/31/2007' });
    }
    const typedDate = v.object({ date: RequiredTypedUsDateSchema });
    for (const date of ['2/3/2008', '2-3-2008', '12.31.2007', '2008-02-03', '02/30/2026', '02302026', '2/3/26']) {
      expect(messagesByPath(typedDate, { date }), date).toEqual({ date: ['Date should have format MM/DD/YYYY'] });
    }
  });
});

describe('dates are clean text (SECURITY 27)', () => {
  const schema = v.object({ date: OptionalUsDateSchema });

  it('a zero-width space around the date is trimmed; alone it is ""', () => {
    expect(v.parse(schema, { date: '\u200B02/03/2026\uFEFF' })).toEqual({ date: '02/03/2026' });
    expect(v.parse(schema, { date: '\u200B' })).toEqual({ date: '' });
  });

  it('a control character is "Please remove unsupported characters"', () => {
    expect(messagesByPath(schema, { date: '02/03\u0000/2026' })).toEqual({
      date: ['Please remove unsupported characters'],
    });
  });
});

describe('isPlausibleBirthDate', () => {
  it('takes a past date up to 100 years back, and leaves an unparseable value to the format check', () => {
    expect(isPlausibleBirthDate('04/12/2008', '11/25/2026')).toBe(true);
    expect(isPlausibleBirthDate('11/25/2026', '11/25/2026')).toBe(true);
    expect(isPlausibleBirthDate('11/26/2026', '11/25/2026')).toBe(false);
    expect(isPlausibleBirthDate('11/26/1926', '11/25/2026')).toBe(true);
    expect(isPlausibleBirthDate('11/25/1926', '11/25/2026')).toBe(false);
    expect(isPlausibleBirthDate('4/12/2008', '11/25/2026')).toBe(true);
  });
});
