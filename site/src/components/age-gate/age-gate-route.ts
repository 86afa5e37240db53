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
  const digits = raw
    .replace(/^\s*(\d)(?=\D)/, '0$1')
    .replace(/\D/g, '')
    .slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
