import type * as v from 'valibot';
import { copyParentToEmergencyContact } from './clearing.ts';
import { defineRegistration } from './define-registration.ts';
import { catalogueChoice, HS_GRADE_LEVEL_IDS } from './fields/catalogue-choice.ts';
import { TourTypeSchema } from './fields/checkbox-group.ts';
import type { FormValues } from './fields/form-values.ts';
import {
  clearStudentCommonHiddenFields,
  studentCommonEntries,
  studentCommonRules,
  studentNameEntries,
} from './student-registration.ts';

// SPEC §5: the middle school rules except lunch and favourite subjects, plus the tour types. The high
// school form has no "Join a Group" section (SPEC §2), so no group fields either.
const hsIndividualFields = {
  ...studentNameEntries,
  ...studentCommonEntries,
  gradeLevelId: catalogueChoice(HS_GRADE_LEVEL_IDS),
  tourType: TourTypeSchema,
};

type HsIndividualFields = v.InferOutput<v.ObjectSchema<typeof hsIndividualFields, undefined>>;

/**
 * The high school individual's hidden-field clearing (SPEC §4): other-school name, specified language, the
 * additional-parent answer and names, and the consent block, each unless its question makes it visible.
 * Returns a new object.
 */
export function clearHsIndividualHiddenFields<T extends Partial<Record<keyof HsIndividualFields, unknown>>>(
  values: T,
): T {
  return clearStudentCommonHiddenFields(values);
}

/**
 * The high school individual registration (SPEC §3, §5): POST /api/hs-ind-reg and PUT /api/hs-ind-reg/{id}
 * and the form's resolver validate with it (see msIndividualRegistration).
 */
export const hsIndividualRegistration = defineRegistration({
  regType: 'HSIND',
  fields: hsIndividualFields,
  rules: () => studentCommonRules<HsIndividualFields>(),
  clearHiddenFields: clearHsIndividualHiddenFields,
  copies: copyParentToEmergencyContact,
});

/** Create mode (POST /api/hs-ind-reg). */
export const HsIndividualSchema = hsIndividualRegistration.create;

/** Edit mode (PUT /api/hs-ind-reg/{id}): as create, without the email, its confirmation and the captcha. */
export const HsIndividualEditSchema = hsIndividualRegistration.edit;

export type HsIndividualInput = v.InferInput<typeof HsIndividualSchema>;
export type HsIndividualOutput = v.InferOutput<typeof HsIndividualSchema>;
export type HsIndividualEditInput = v.InferInput<typeof HsIndividualEditSchema>;
export type HsIndividualEditOutput = v.InferOutput<typeof HsIndividualEditSchema>;

/** The high school form's values, in both modes (edit mode leaves email and confirmEmail unused). */
export type HsIndividualFormValues = FormValues<HsIndividualOutput>;
