import { isAgeGatedRegType, REGISTRATION_KINDS, type AgeGatedRegType, type SiteSettings } from '@stem/shared';
import { CLOSES_AT_FIELD } from '@stem/shared/cms/registration-deadline';
import { AGE_VERIFIED, closesAtOf } from '../../lib/registration/form-guard.ts';

type AgeGatedSwitch = (typeof REGISTRATION_KINDS)[AgeGatedRegType]['switch'];

/** The CMS site settings the gate reads: each gated kind's switch and its closing date-time. */
export type AgeGateSettings = Pick<SiteSettings, AgeGatedSwitch | (typeof CLOSES_AT_FIELD)[AgeGatedSwitch]>;

export type AgeGateRoute =
  { kind: 'home' } | { kind: 'gate'; regType: AgeGatedRegType; title: string; next: string; closesAt: string | null };

/**
 * SPEC §2 guard: /verify-age passes only for MSIND, MSGROUP or HSIND whose switch is on; anything else
 * goes home. On pass, the gate forwards to the matching new form with ageVerified=true. The kind's closing
 * date-time comes along: once it has passed, the gate says so instead of asking for a birthdate that would
 * only lead to a closed form.
 */
export function resolveAgeGate(search: string, settings: AgeGateSettings): AgeGateRoute {
  const regType = new URLSearchParams(search).get('regType');
  if (!isAgeGatedRegType(regType)) return { kind: 'home' };
  // Title, switch and the form it forwards to are the kind registry's.
  const kind = REGISTRATION_KINDS[regType];
  if (!settings[kind.switch]) return { kind: 'home' };
  return {
    kind: 'gate',
    regType,
    title: kind.title,
    next: `${kind.newRoute}?${AGE_VERIFIED.join('=')}`,
    closesAt: closesAtOf(kind, settings),
  };
}

/**
 * Keeps what a phone's numeric keypad can type readable as mm/yyyy: digits only, slash after the month. A
 * one-digit month that the person closes themselves ("1/2010", "5-2011") is that month: read as digits alone
 * it became "12/010", and a 16-year-old was told they were too young.
 */
export function formatMonthYear(raw: string): string {
  // A whole date, as autofill gives it ("2013-01-15") or a habit types it ("01/15/2013"): its month and year,
  // the day dropped as soon as its separator is typed. Read as digits alone, "01/15/2013" became "01/1520",
  // and a 13-year-old was told they were too young (qa25b).
  const yearFirst = /^\s*(\d{4})[-/.](\d\d|\d(?=[-/.]\d))(?:[-/.]\d{1,2})?\s*$/.exec(raw);
  if (yearFirst) return `${yearFirst[2]!.padStart(2, '0')}/${yearFirst[1]}`;
  // Its month still being typed ("2013-1" may become "2013-10", "2013-1-" is January): kept as typed.
  const yearFirstSoFar = /^\s*(\d{4}[-/.](?:\d[-/.]?)?)$/.exec(raw);
  if (yearFirstSoFar) return yearFirstSoFar[1]!;
  const monthDayYear = /^\s*(\d{1,2})\D+\d{1,2}\D+(\d*)/.exec(raw);
  if (monthDayYear) return `${monthDayYear[1]!.padStart(2, '0')}/${monthDayYear[2]!.slice(0, 4)}`;
  const digits = raw
    .replace(/^\s*(\d)(?=\D)/, '0$1')
    .replace(/\D/g, '')
    .slice(0, 8);
  // A whole date in digits alone, as a number pad without "/" types it (qa28a: "01152013" read as 01/1520, too
  // young). Year first ("20130115": no month is above 12): kept as typed until its 8th digit. Month and day
  // first: the day is dropped once what follows the month is no year (not 19… or 20…; the 19th and the 20th
  // still read as years, as before).
  if (Number(digits.slice(0, 2)) > 12) {
    return digits.length === 8 ? `${digits.slice(4, 6)}/${digits.slice(0, 4)}` : digits;
  }
  if (digits.length > 4 && !/^(19|20)$/.test(digits.slice(2, 4))) return `${digits.slice(0, 2)}/${digits.slice(4)}`;
  const monthYear = digits.slice(0, 6);
  return monthYear.length > 2 ? `${monthYear.slice(0, 2)}/${monthYear.slice(2)}` : monthYear;
}
