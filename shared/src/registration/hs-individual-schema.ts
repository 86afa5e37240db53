import * as v from 'valibot';
import { MESSAGES } from '../messages.ts';
import { copyParentToEmergencyContact } from './clearing.ts';
import { catalogueChoice, HS_GRADE_LEVEL_IDS } from './fields/catalogue-choice.ts';
import { TourTypeSchema } from './fields/checkbox-group.ts';
import { emailConfirmationRule, emailWithConfirmationEntries } from './fields/email.ts';
import type { FormMode, FormValues } from './fields/form-values.ts';
import {
  clearStudentCommonHiddenFields,
  studentCommonEntries,
  studentCommonRules,
  studentNameEntries,
} from './student-registration.ts';

// SPEC §5: the middle school rules except lunch and favourite subjects, plus the tour types. The high
// school form has no "Join a Group" section (SPEC §2), so no group fields either.
const hsIndividualEntries = {
  ...studentCommonEntries,
  gradeLevelId: catalogueChoice(HS_GRADE_LEVEL_IDS),
  tourType: TourTypeSchema,
};

const createObject = v.object(
  { ...studentNameEntries, ...emailWithConfirmationEntries, ...hsIndividualEntries },
  MESSAGES.required,
);
const editObject = v.object({ ...studentNameEntries, ...hsIndividualEntries }, MESSAGES.required);

type HsIndividualFields = v.InferOutput<typeof editObject>;

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

// Last in the pipe, so it runs only on a valid registration (see MsIndividualSchema).
const finish = <TInput extends HsIndividualFields>() =>
  v.transform<TInput, TInput>((values) => copyParentToEmergencyContact(clearHsIndividualHiddenFields(values)));

const hsIndividualRules = <TInput extends HsIndividualFields>() =>
  [...studentCommonRules<TInput>(), finish<TInput>()] as const;

/**
 * The high school individual registration, create mode (SPEC §3, §5): the form's resolver and POST
 * /api/hs-ind-reg validate with it. Unknown keys are dropped; every string is trimmed and capped. A
 * successful parse has hidden fields cleared and, with 'same as parent' ticked, the emergency contact
 * copied from the parent.
 */
export const HsIndividualSchema = v.pipe(
  createObject,
  emailConfirmationRule<v.InferOutput<typeof createObject>>(),
  ...hsIndividualRules<v.InferOutput<typeof createObject>>(),
);

/** Edit mode (PUT /api/hs-ind-reg/{id}): as create, without the email and its confirmation (SPEC §5). */
export const HsIndividualEditSchema = v.pipe(editObject, ...hsIndividualRules<HsIndividualFields>());

/** The schema for the form's mode: email and confirmEmail are asked in create mode only. */
export function createHsIndividualSchema(options: { mode: 'create' }): typeof HsIndividualSchema;
export function createHsIndividualSchema(options: { mode: 'edit' }): typeof HsIndividualEditSchema;
export function createHsIndividualSchema(options: {
  mode: FormMode;
}): typeof HsIndividualSchema | typeof HsIndividualEditSchema;
export function createHsIndividualSchema(options: { mode: FormMode }) {
  return options.mode === 'create' ? HsIndividualSchema : HsIndividualEditSchema;
}

export type HsIndividualInput = v.InferInput<typeof HsIndividualSchema>;
export type HsIndividualOutput = v.InferOutput<typeof HsIndividualSchema>;
export type HsIndividualEditInput = v.InferInput<typeof HsIndividualEditSchema>;
export type HsIndividualEditOutput = v.InferOutput<typeof HsIndividualEditSchema>;

/** The high school form's values, in both modes (edit mode leaves email and confirmEmail unused). */
export type HsIndividualFormValues = FormValues<HsIndividualOutput>;
