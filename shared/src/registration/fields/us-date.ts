import * as v from 'valibot';
import { MESSAGES, US_DATE_PATTERN, validDateMessage } from '../../messages.ts';
import { firstIssueOnly, TextSchema, textStep } from './text.ts';
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
 * A date as a phone types it, written MM/DD/YYYY: eight digits ("02032008") are all a phone's number pad can
 * type, having no slash (`inputmode="numeric"`). Nothing else is read: SPEC §5 wants the format matched
 * strictly ("2/3/2008" and "2008-02-03" get 'Date should have format MM/DD/YYYY', qa23a), and digits alone
 * leave no doubt which part is which.
 */
export function asUsDate(value: string): string {
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  return digits ? `${digits[1]}/${digits[2]}/${digits[3]}` : value;
}

// The date text: as sent, or read as typed first (`asUsDate`) for a date a person types.
const dateText = (asTyped: boolean) => (asTyped ? v.pipe(TextSchema, textStep('us_date', asUsDate)) : TextSchema);

const optionalUsDate = (asTyped: boolean) =>
  v.optional(
    firstIssueOnly(
      v.pipe(
        dateText(asTyped),
        v.check((value) => value === '' || isStrictUsDate(value), validDateMessage(US_DATE_PATTERN)),
      ),
    ),
    '',
  );

const requiredUsDate = (asTyped: boolean) =>
  firstIssueOnly(
    v.pipe(
      dateText(asTyped),
      v.nonEmpty(MESSAGES.required),
      v.check(isStrictUsDate, validDateMessage(US_DATE_PATTERN)),
    ),
  );

/**
 * A date that, when given, must be MM/DD/YYYY ('Date should have format MM/DD/YYYY'); the consent dates,
 * which the form fills in. Whether it is required is a cross-field rule; missing means ''.
 */
export const OptionalUsDateSchema = optionalUsDate(false);

/** A required date written exactly MM/DD/YYYY: 'This field is required' when empty, else 'Date should have format MM/DD/YYYY'. */
export const RequiredUsDateSchema = requiredUsDate(false);

/** As `OptionalUsDateSchema`, for a date a person types: read as typed first (`asUsDate`), stored MM/DD/YYYY. */
export const OptionalTypedUsDateSchema = optionalUsDate(true);

/** As `RequiredUsDateSchema`, for a date a person types (a date of birth): read as typed first (`asUsDate`). */
export const RequiredTypedUsDateSchema = requiredUsDate(true);
