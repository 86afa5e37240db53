import * as v from 'valibot';
import { MESSAGES } from '../messages.ts';
import { defineRegistration } from './define-registration.ts';
import { ConsentBlockSchema, consentBlockRules } from './fields/consent-block.ts';
import { EmailSchema } from './fields/email.ts';
import { ConsentTextVersionSchema } from './fields/consent-text-version.ts';

/** The day-of consent kinds: high school (SPEC §1) and its middle school equivalent. */
export const DAY_OF_CONSENT_REG_TYPES = ['HSDAYOFCONSENT', 'MSDAYOFCONSENT'] as const;
export type DayOfConsentRegType = (typeof DAY_OF_CONSENT_REG_TYPES)[number];

const always = () => true;

// One shape for both kinds; only the regType literal differs, so each endpoint refuses the other's form.
// SPEC §3/§8: the payload carries the student's registration email, and a -2 answer is shown on it. A
// consent is never edited, so everything is a create field.
const dayOfConsent = <const TRegType extends DayOfConsentRegType>(regType: TRegType) =>
  defineRegistration({
    regType,
    fields: { stemDayConsent: ConsentBlockSchema, consentTextVersion: ConsentTextVersionSchema },
    createFields: { regType: v.literal(regType, MESSAGES.required), email: EmailSchema },
    rules: () => consentBlockRules<{ stemDayConsent: object }>([], always),
  });

/**
 * The parent's day-of consent for the high school event (/consent-form-hs, POST /api/hs-day-of-consent):
 * regType 'HSDAYOFCONSENT', the student's registration email (required, 'Address is not valid'), and the
 * consent block with every field required and the date MM/DD/YYYY (SPEC §3, §5).
 */
export const hsDayOfConsentRegistration = dayOfConsent('HSDAYOFCONSENT');
export const HsDayOfConsentSchema = hsDayOfConsentRegistration.create;

/** The middle school equivalent (/consent-form-ms, POST /api/ms-day-of-consent), regType 'MSDAYOFCONSENT'. */
export const msDayOfConsentRegistration = dayOfConsent('MSDAYOFCONSENT');
export const MsDayOfConsentSchema = msDayOfConsentRegistration.create;

/** Either day-of consent, told apart by regType (anything else is 'This field is required' on regType). */
// Each schema is a pipe whose first item is its object, which is what `variant` reads the key from.
export const DayOfConsentSchema = v.variant(
  'regType',
  [HsDayOfConsentSchema, MsDayOfConsentSchema] as never,
  MESSAGES.required,
) as unknown as v.GenericSchema<
  v.InferInput<typeof HsDayOfConsentSchema> | v.InferInput<typeof MsDayOfConsentSchema>,
  v.InferOutput<typeof HsDayOfConsentSchema> | v.InferOutput<typeof MsDayOfConsentSchema>
>;

export type HsDayOfConsentInput = v.InferInput<typeof HsDayOfConsentSchema>;
export type HsDayOfConsentOutput = v.InferOutput<typeof HsDayOfConsentSchema>;
export type MsDayOfConsentInput = v.InferInput<typeof MsDayOfConsentSchema>;
export type MsDayOfConsentOutput = v.InferOutput<typeof MsDayOfConsentSchema>;
export type DayOfConsentInput = v.InferInput<typeof DayOfConsentSchema>;
export type DayOfConsentOutput = v.InferOutput<typeof DayOfConsentSchema>;
