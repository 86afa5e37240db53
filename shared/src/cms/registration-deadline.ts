// When a registration kind stops taking new registrations: its CMS switch, and an optional closing date and
// time per switch that staff set in the CMS (empty by default). Plain values and arithmetic, without the
// validation library, so a page's first script can tell whether the deadline has passed in the browser: a
// passing deadline triggers no rebuild, so a page built while open must check the clock itself.
import type { RegistrationSwitch } from './site-settings-schema.ts';

/** The site-settings field holding each switch's closing date-time (ISO 8601 from Strapi, or null). */
export const CLOSES_AT_FIELD = {
  msIndividualOpen: 'msIndividualClosesAt',
  msGroupOpen: 'msGroupClosesAt',
  hsIndividualOpen: 'hsIndividualClosesAt',
  hsChaperoneOpen: 'hsChaperoneClosesAt',
  scholarshipOpen: 'scholarshipClosesAt',
  companyOpen: 'companyClosesAt',
} as const satisfies Record<RegistrationSwitch, string>;

export type ClosesAtField = (typeof CLOSES_AT_FIELD)[RegistrationSwitch];

/** Whether new registrations are taken now: 'closed' (switch off), 'deadline-passed' (its closing time is past) or 'open'. */
export type RegistrationWindow = 'open' | 'closed' | 'deadline-passed';

/**
 * Whether a closing time (ISO 8601, or none) has passed at `now` (ms since the epoch): the closing time is
 * the first instant the kind is closed. A time that cannot be read counts as none.
 */
export function hasDeadlinePassed(closesAt: string | null | undefined, now: number): boolean {
  const closing = closesAt ? Date.parse(closesAt) : Number.NaN;
  return Number.isFinite(closing) && now >= closing;
}

/**
 * Where a switch's registrations stand at `now` (ms since the epoch): the switch first, then the closing
 * time, which is the first instant the kind is closed. A closing time that cannot be read counts as none.
 */
export function registrationWindow(
  settings: Partial<Record<RegistrationSwitch, boolean>> & Partial<Record<ClosesAtField, string | null | undefined>>,
  name: RegistrationSwitch,
  now: number,
): RegistrationWindow {
  if (settings[name] !== true) return 'closed';
  return hasDeadlinePassed(settings[CLOSES_AT_FIELD[name]], now) ? 'deadline-passed' : 'open';
}
