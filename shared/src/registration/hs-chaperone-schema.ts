import * as v from 'valibot';
import { MESSAGES } from '../messages.ts';
import { defineRegistration } from './define-registration.ts';
import type { FormValues } from './fields/form-values.ts';
import { FIELD_LIMITS } from './fields/limits.ts';
import { PersonNameSchema, PhoneSchema, requiredText } from './fields/text.ts';
import { RequiredUsDateSchema } from './fields/us-date.ts';
import { ConsentTextVersionSchema } from './fields/consent-text-version.ts';

/**
 * The chaperone's consent and release (SPEC §3, stemDayConsent): full name, electronic signature and the
 * date, all required (SPEC §5). The date is today, shown read-only and written by the server.
 */
export const ChaperoneConsentSchema = v.object(
  {
    chaperoneFullName: requiredText(FIELD_LIMITS.fullName),
    chaperoneElSignature: requiredText(FIELD_LIMITS.fullName),
    date: RequiredUsDateSchema,
  },
  MESSAGES.required,
);

/**
 * The high school chaperone registration (SPEC §2, §3, §5): first and last name, email with its
 * confirmation (create only), phone, and the consent and release. POST /api/hs-chaperone-reg,
 * PUT /api/hs-chaperone-reg/{id} and the form's resolver validate with it.
 */
export const hsChaperoneRegistration = defineRegistration({
  regType: 'HSCHAPERONE',
  fields: {
    firstName: PersonNameSchema,
    lastName: PersonNameSchema,
    phone: PhoneSchema,
    stemDayConsent: ChaperoneConsentSchema,
    consentTextVersion: ConsentTextVersionSchema,
  },
});

export const HsChaperoneSchema = hsChaperoneRegistration.create;
export const HsChaperoneEditSchema = hsChaperoneRegistration.edit;

export type HsChaperoneInput = v.InferInput<typeof HsChaperoneSchema>;
export type HsChaperoneOutput = v.InferOutput<typeof HsChaperoneSchema>;
export type HsChaperoneEditOutput = v.InferOutput<typeof HsChaperoneEditSchema>;

/** The chaperone form's values, in both modes (edit mode leaves email, confirmEmail and gResponse unused). */
export type HsChaperoneFormValues = FormValues<HsChaperoneOutput>;
