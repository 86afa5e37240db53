import * as v from 'valibot';
import { MESSAGES, US_DATE_PATTERN, validDateMessage } from '../../messages.ts';
import { firstIssueOnly, TextSchema } from './text.ts';
import { formatUsDate } from './answers.ts';

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether `value` is a real calendar date written exactly MM/DD/YYYY: two-digit month and day, four-digit
 * year. '2/3/2026' and '02/30/2026' are not.
 */
export function isStrictUsDate(value: string): boolean {
  const match = US_DATE.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const year = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leapYear = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const lastDay = month === 2 && leapYear ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day <= lastDay;
}

export { formatUsDate };

/** A strict MM/DD/YYYY date as a number that orders like the date (YYYYMMDD); NaN for anything else. */
export function usDateOrdinal(value: string): number {
  const match = US_DATE.exec(value);
  return match && isStrictUsDate(value) ? Number(`${match[3]}${match[1]}${match[2]}`) : Number.NaN;
}

/**
 * Whether a date of birth can be one: not after `today` (MM/DD/YYYY, the event's today) and at most 100
 * years before it. An unparseable value is the format check's to report, not this one's.
 */
export function isPlausibleBirthDate(value: string, today: string): boolean {
  const birth = usDateOrdinal(value);
  const now = usDateOrdinal(today);
  if (Number.isNaN(birth) || Number.isNaN(now)) return true;
  // YYYYMMDD: 100 years back is 1,000,000 less.
  return birth <= now && birth > now - 1_000_000;
}

/**
 * A date that, when given, must be MM/DD/YYYY ('Date should have format MM/DD/YYYY'). Whether it is
 * required is a cross-field rule; missing means ''.
 */
export const OptionalUsDateSchema = v.optional(
  firstIssueOnly(
    v.pipe(
      TextSchema,
      v.check((value) => value === '' || isStrictUsDate(value), validDateMessage(US_DATE_PATTERN)),
    ),
  ),
  '',
);

/** A required date written exactly MM/DD/YYYY: 'This field is required' when empty, else 'Date should have format MM/DD/YYYY'. */
export const RequiredUsDateSchema = firstIssueOnly(
  v.pipe(TextSchema, v.nonEmpty(MESSAGES.required), v.check(isStrictUsDate, validDateMessage(US_DATE_PATTERN))),
);
