import * as v from 'valibot';
import { todayAtEvent } from '../cms/event-times.ts';
import { MESSAGES } from '../messages.ts';

/** Minimum age to register (SPEC §5, §9). */
export const MIN_AGE = 13;

/** Earliest birth year accepted as a real date; anything older is a typing slip, not an age. */
const EARLIEST_YEAR = 1900;

const MONTH_YEAR = /^(0[1-9]|1[0-2])\/(\d{4})$/;

export interface BirthMonth {
  /** 1 to 12 */
  month: number;
  year: number;
}

/** Parses `mm/yyyy` strictly (two-digit month, four-digit year). Anything else gives null. */
export function parseBirthMonth(value: string): BirthMonth | null {
  const match = MONTH_YEAR.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (year < EARLIEST_YEAR) return null;
  return { month, year };
}

/**
 * DESIGN.md §6: the birth date is taken as the 1st of the given month, and the check passes when the
 * birthday of `minAge` is on or before `today`: the calendar date in New York, as every date of the site
 * (a browser's own zone admitted a Tokyo visitor a day early and refused a Honolulu one a day late). A
 * birthday on the 1st is on or before any day of its month, so comparing months is exact.
 */
export function hasReachedAge(birth: BirthMonth, minAge: number, today: Date): boolean {
  const birthdayIndex = (birth.year + minAge) * 12 + (birth.month - 1);
  const [month, , year] = todayAtEvent(today).split('/').map(Number) as [number, number, number];
  const todayIndex = year * 12 + (month - 1);
  return birthdayIndex <= todayIndex;
}

/**
 * The age-gate form (/verify-age). An empty field is 'This field is required'; every other failure,
 * malformed or too young, is SPEC's single message, 'Your age must be 13 or older to continue.'.
 * `now` is injectable so the boundaries can be tested on fixed dates.
 */
export function createAgeGateSchema(now: () => Date = () => new Date()) {
  return v.object({
    birthdate: v.pipe(
      v.string(MESSAGES.required),
      v.trim(),
      v.nonEmpty(MESSAGES.required),
      v.check((value) => {
        const birth = parseBirthMonth(value);
        return birth !== null && hasReachedAge(birth, MIN_AGE, now());
      }, MESSAGES.ageGate),
    ),
  });
}

export const AgeGateSchema = createAgeGateSchema();
export type AgeGateInput = v.InferInput<typeof AgeGateSchema>;
export type AgeGateOutput = v.InferOutput<typeof AgeGateSchema>;
