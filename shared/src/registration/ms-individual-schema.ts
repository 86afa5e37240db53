import * as v from 'valibot';
import { MESSAGES } from '../messages.ts';
import { clearGroupMembership, copyParentToEmergencyContact } from './clearing.ts';
import { catalogueChoice, LUNCH_IDS, MS_GRADE_LEVEL_IDS } from './fields/catalogue-choice.ts';
import { FavouriteSubjectsSchema } from './fields/checkbox-group.ts';
import { emailConfirmationRule, emailWithConfirmationEntries } from './fields/email.ts';
import type { FormMode, FormValues } from './fields/form-values.ts';
import { groupMembershipEntries, groupMembershipRules } from './fields/group-membership.ts';
import {
  clearStudentCommonHiddenFields,
  studentCommonEntries,
  studentCommonRules,
  studentNameEntries,
} from './student-registration.ts';

const msIndividualEntries = {
  ...studentCommonEntries,
  gradeLevelId: catalogueChoice(MS_GRADE_LEVEL_IDS),
  lunchId: catalogueChoice(LUNCH_IDS),
  favouriteSubjects: FavouriteSubjectsSchema,
  ...groupMembershipEntries,
};

const createObject = v.object(
  { ...studentNameEntries, ...emailWithConfirmationEntries, ...msIndividualEntries },
  MESSAGES.required,
);
const editObject = v.object({ ...studentNameEntries, ...msIndividualEntries }, MESSAGES.required);

type MsIndividualFields = v.InferOutput<typeof editObject>;

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

// Last in the pipe, so it runs only on a valid registration: the output is what SPEC §4 sends, whether or
// not the caller cleared and copied first. Both steps keep a valid registration valid.
const finish = <TInput extends MsIndividualFields>() =>
  v.transform<TInput, TInput>((values) => copyParentToEmergencyContact(clearMsIndividualHiddenFields(values)));

const msIndividualRules = <TInput extends MsIndividualFields>() =>
  [...studentCommonRules<TInput>(), ...groupMembershipRules<TInput>(), finish<TInput>()] as const;

/**
 * The middle school individual registration, create mode (SPEC §3, §5): the form's resolver and POST
 * /api/ms-ind-reg validate with it. Unknown keys are dropped; every string is trimmed and capped. A
 * successful parse has hidden fields cleared and, with 'same as parent' ticked, the emergency contact
 * copied from the parent.
 */
export const MsIndividualSchema = v.pipe(
  createObject,
  emailConfirmationRule<v.InferOutput<typeof createObject>>(),
  ...msIndividualRules<v.InferOutput<typeof createObject>>(),
);

/**
 * The middle school individual registration, edit mode (PUT /api/ms-ind-reg/{id}): as create, without the
 * email and its confirmation, which cannot change (the registration's owner is its email).
 */
export const MsIndividualEditSchema = v.pipe(editObject, ...msIndividualRules<MsIndividualFields>());

/** The schema for the form's mode: email and confirmEmail are asked in create mode only. */
export function createMsIndividualSchema(options: { mode: 'create' }): typeof MsIndividualSchema;
export function createMsIndividualSchema(options: { mode: 'edit' }): typeof MsIndividualEditSchema;
export function createMsIndividualSchema(options: {
  mode: FormMode;
}): typeof MsIndividualSchema | typeof MsIndividualEditSchema;
export function createMsIndividualSchema(options: { mode: FormMode }) {
  return options.mode === 'create' ? MsIndividualSchema : MsIndividualEditSchema;
}

export type MsIndividualInput = v.InferInput<typeof MsIndividualSchema>;
export type MsIndividualOutput = v.InferOutput<typeof MsIndividualSchema>;
export type MsIndividualEditInput = v.InferInput<typeof MsIndividualEditSchema>;
export type MsIndividualEditOutput = v.InferOutput<typeof MsIndividualEditSchema>;

/** The middle school form's values, in both modes (edit mode leaves email and confirmEmail unused). */
export type MsIndividualFormValues = FormValues<MsIndividualOutput>;
