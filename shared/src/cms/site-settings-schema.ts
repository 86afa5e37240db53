import * as v from 'valibot';
import { REGISTRATION_KINDS, type AgeGatedRegType } from '../registration-kinds.ts';

/**
 * A closing date and time of one kind (Strapi `datetime`: ISO 8601 in UTC, null when empty). Optional, so
 * settings stored before the fields existed still parse.
 */
const ClosesAtSchema = v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp())), null);

/**
 * Site settings as the CMS publishes them (Strapi single type `site-setting`). The site bakes them into
 * pages at build time; the registration API enforces the switches on every create call.
 */
export const SiteSettingsSchema = v.object({
  yearLabel: v.pipe(v.string(), v.nonEmpty()),
  msIndividualOpen: v.boolean(),
  msGroupOpen: v.boolean(),
  hsIndividualOpen: v.boolean(),
  hsChaperoneOpen: v.boolean(),
  scholarshipOpen: v.boolean(),
  companyOpen: v.boolean(),
  studentExtensionActive: v.boolean(),
  /** Shown as text, e.g. "3/16" (SPEC §9: middle school registration closes 3/16 of the event year). */
  msRegistrationCloses: v.pipe(v.string(), v.nonEmpty()),
  /** Shown while studentExtensionActive is on, e.g. "1/19". */
  studentExtensionDeadline: v.pipe(v.string(), v.nonEmpty()),
  /** Per switch, when new registrations close even with the switch on (registration-deadline.ts); empty: never. */
  msIndividualClosesAt: ClosesAtSchema,
  msGroupClosesAt: ClosesAtSchema,
  hsIndividualClosesAt: ClosesAtSchema,
  hsChaperoneClosesAt: ClosesAtSchema,
  scholarshipClosesAt: ClosesAtSchema,
  companyClosesAt: ClosesAtSchema,
});

/** The settings; the closing times may be left out (settings written before they existed, test data). */
export type SiteSettings = v.InferInput<typeof SiteSettingsSchema>;
/** The settings as parsed: every closing time present, null when empty. */
export type ParsedSiteSettings = v.InferOutput<typeof SiteSettingsSchema>;

/** The six registration switches of SPEC §1. */
export type RegistrationSwitch =
  'msIndividualOpen' | 'msGroupOpen' | 'hsIndividualOpen' | 'hsChaperoneOpen' | 'scholarshipOpen' | 'companyOpen';

/** Which switch opens each age-gated registration kind (SPEC §2, verify-age guard), from the kind registry. */
export const AGE_GATE_SWITCH = {
  MSIND: REGISTRATION_KINDS.MSIND.switch,
  MSGROUP: REGISTRATION_KINDS.MSGROUP.switch,
  HSIND: REGISTRATION_KINDS.HSIND.switch,
} as const satisfies Record<AgeGatedRegType, RegistrationSwitch>;
