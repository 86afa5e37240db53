import * as v from 'valibot';
import { MESSAGES, NON_SPEC_MESSAGES } from '../messages.ts';
import { defineRegistration } from './define-registration.ts';
import { catalogueChoice, LUNCH_IDS, T_SHIRT_SIZE_IDS } from './fields/catalogue-choice.ts';
import type { FormValues } from './fields/form-values.ts';
import { GroupCodeFieldSchema } from './fields/group-membership.ts';
import { FIELD_LIMITS } from './fields/limits.ts';
import { requiredWhen } from './fields/rules.ts';
import { isOtherSchool, schoolChoiceEntries } from './fields/school-choice.ts';
import { firstIssueOnly, PersonNameSchema, PhoneSchema, requiredMultilineText, requiredText } from './fields/text.ts';

const { schoolId, otherSchoolName } = schoolChoiceEntries;

/** Latin letters beside Cyrillic or Greek ones: the mix that makes one name look like another. */
const LATIN = /\p{Script=Latin}/u;
const LOOK_ALIKE = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;
export const mixesScripts = (name: string): boolean => LATIN.test(name) && LOOK_ALIKE.test(name);

const msGroupFields = {
  /**
   * Shown to students in the group select; unique among groups without regard to case or spaces, and in one
   * alphabet, so that no group can pass for another in the select.
   */
  groupName: firstIssueOnly(
    v.pipe(
      requiredText(FIELD_LIMITS.groupName),
      v.check((name) => !mixesScripts(name), NON_SPEC_MESSAGES.groupNameMixedScripts),
    ),
  ),
  /** SPEC §3: case sensitive; students type it to join. */
  groupCode: GroupCodeFieldSchema,
  schoolId,
  otherSchoolName,
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  phone: PhoneSchema,
  lunchId: catalogueChoice(LUNCH_IDS),
  tShirtSizeId: catalogueChoice(T_SHIRT_SIZE_IDS),
};

type MsGroupFields = v.InferOutput<v.ObjectSchema<typeof msGroupFields, undefined>>;

/** The group's hidden-field clearing (SPEC §4): the other-school name unless the school is 'other'. */
export function clearMsGroupHiddenFields<T extends { schoolId?: unknown }>(values: T): T {
  return isOtherSchool(values) ? { ...values } : { ...values, otherSchoolName: '' };
}

/**
 * The middle school group, created by its leader (SPEC §3, §5): group name and code, school (or the other
 * school's name), the leader's first and last name, email with its confirmation (create only), phone,
 * lunch and T-shirt size, captcha on create. POST /api/ms-group-reg, PUT /api/ms-group-reg/{id} and the
 * form's resolver validate with it.
 */
export const msGroupRegistration = defineRegistration({
  regType: 'MSGROUP',
  fields: msGroupFields,
  rules: () => [requiredWhen<MsGroupFields>(['otherSchoolName'], [['schoolId']], isOtherSchool)],
  clearHiddenFields: clearMsGroupHiddenFields,
});

export const MsGroupSchema = msGroupRegistration.create;
export const MsGroupEditSchema = msGroupRegistration.edit;

export type MsGroupOutput = v.InferOutput<typeof MsGroupSchema>;
export type MsGroupEditOutput = v.InferOutput<typeof MsGroupEditSchema>;
/** The group form's values, in both modes (edit mode leaves email, confirmEmail and gResponse unused). */
export type MsGroupFormValues = FormValues<MsGroupOutput>;

/** Group names compare without case, surrounding or repeated spaces: "Rockets " and "rockets" are one name. */
export const groupNameKey = (name: string): string => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The membership statuses of a group member (SPEC §3); a leader can only ask for removal. */
export const MEMBER_STATUSES = ['active', 'pending-removal'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/**
 * PUT /api/registration-status with another status than SPEC §4's leader request (the form only sends
 * 'pending-removal'): the status was sent, so "required" was wrong for it (qa27a).
 */
export const REMOVAL_REQUEST_ONLY = 'A group leader can only ask for a removal: the status must be "pending-removal"';

/**
 * PUT /api/registration-status (SPEC §7): the leader asks for a member's removal. `regId` is the member's
 * registration, `status` must be 'pending-removal' (a leader cannot reinstate or remove outright), and the
 * reason `statusMessage` is required (SPEC §5: YES stays disabled until one is entered).
 */
export const RegistrationStatusSchema = v.object(
  {
    regId: requiredText(64),
    status: v.literal('pending-removal', (issue) =>
      issue.input === undefined ? MESSAGES.required : REMOVAL_REQUEST_ONLY,
    ),
    // Typed into a textarea: a line break in it is the leader's, not an unsupported character.
    statusMessage: requiredMultilineText(FIELD_LIMITS.text),
  },
  MESSAGES.required,
);
export type RegistrationStatusInput = v.InferInput<typeof RegistrationStatusSchema>;
export type RegistrationStatusOutput = v.InferOutput<typeof RegistrationStatusSchema>;
