import type * as v from 'valibot';
import { clearGroupMembership, copyParentToEmergencyContact } from './clearing.ts';
import { defineRegistration } from './define-registration.ts';
import { catalogueChoice, LUNCH_IDS, MS_GRADE_LEVEL_IDS } from './fields/catalogue-choice.ts';
import { FavouriteSubjectsSchema } from './fields/checkbox-group.ts';
import type { FormValues } from './fields/form-values.ts';
import { groupMembershipEntries, groupMembershipRules } from './fields/group-membership.ts';
import {
  clearStudentCommonHiddenFields,
  studentCommonEntries,
  studentCommonRules,
  studentNameEntries,
} from './student-registration.ts';

const msIndividualFields = {
  ...studentNameEntries,
  ...studentCommonEntries,
  gradeLevelId: catalogueChoice(MS_GRADE_LEVEL_IDS),
  lunchId: catalogueChoice(LUNCH_IDS),
  favouriteSubjects: FavouriteSubjectsSchema,
  ...groupMembershipEntries,
};

type MsIndividualFields = v.InferOutput<v.ObjectSchema<typeof msIndividualFields, undefined>>;

/**
 * The middle school individual's hidden-field clearing (SPEC §4): other-school name, specified language,
 * group id and code, the additional-parent answer and names, and the consent block, each unless its
 * question makes it visible. Returns a new object.
 */
export function clearMsIndividualHiddenFields<T extends Partial<Record<keyof MsIndividualFields, unknown>>>(
  values: T,
): T {
  return clearGroupMembership(clearStudentCommonHiddenFields(values));
}

/**
 * The middle school individual registration (SPEC §3, §5): the form's resolver and POST /api/ms-ind-reg
 * (create: with the email, its confirmation and the captcha token) and PUT /api/ms-ind-reg/{id} (edit)
 * validate with it. Unknown keys are dropped; every string is trimmed and capped. A successful parse has
 * hidden fields cleared and, with 'same as parent' ticked, the emergency contact copied from the parent.
 */
export const msIndividualRegistration = defineRegistration({
  regType: 'MSIND',
  fields: msIndividualFields,
  rules: () => [...studentCommonRules<MsIndividualFields>(), ...groupMembershipRules<MsIndividualFields>()],
  clearHiddenFields: clearMsIndividualHiddenFields,
  copies: copyParentToEmergencyContact,
  // Written by the API for the confirmation (the group joined and its leader), never stored: a group's name
  // is the group's to change.
  requestOnly: ['joinedGroup'],
});

/** Create mode (POST /api/ms-ind-reg). */
export const MsIndividualSchema = msIndividualRegistration.create;

/** Edit mode (PUT /api/ms-ind-reg/{id}): as create, without the email, its confirmation and the captcha. */
export const MsIndividualEditSchema = msIndividualRegistration.edit;

export type MsIndividualInput = v.InferInput<typeof MsIndividualSchema>;
export type MsIndividualOutput = v.InferOutput<typeof MsIndividualSchema>;
export type MsIndividualEditInput = v.InferInput<typeof MsIndividualEditSchema>;
export type MsIndividualEditOutput = v.InferOutput<typeof MsIndividualEditSchema>;

/** The middle school form's values, in both modes (edit mode leaves email and confirmEmail unused). */
export type MsIndividualFormValues = FormValues<MsIndividualOutput>;
