import { clearParentGuardian, clearSchoolChoice, clearStudentConsent } from './clearing.ts';
import { catalogueChoice, T_SHIRT_SIZE_IDS } from './fields/catalogue-choice.ts';
import { studentConsentEntries, studentConsentRules } from './fields/consent-block.ts';
import { EmergencyContactSchema } from './fields/emergency-contact.ts';
import { ParentGuardianSchema } from './fields/parent-guardian.ts';
import { schoolChoiceEntries, schoolChoiceRules } from './fields/school-choice.ts';
import { PersonNameSchema } from './fields/text.ts';
import { YesNoSchema } from './fields/yes-no.ts';

// What the middle and high school individual forms share (SPEC §5: "Same as the middle school individual
// rules except lunch and favourite subjects"), so each registration module adds only its own fields.

/** The student's name. */
export const studentNameEntries = { firstName: PersonNameSchema, lastName: PersonNameSchema };

/** School, T-shirt, hasAttended, parent, emergency contact and consent: the fields both student forms ask. */
export const studentCommonEntries = {
  ...schoolChoiceEntries,
  tShirtSizeId: catalogueChoice(T_SHIRT_SIZE_IDS),
  hasAttended: YesNoSchema,
  parentGuardian: ParentGuardianSchema,
  emergencyContact: EmergencyContactSchema,
  ...studentConsentEntries,
};

/** The cross-field rules of `studentCommonEntries`, for the registration's pipe. */
export const studentCommonRules = <
  TInput extends {
    schoolId: string;
    needTranslator: string;
    consentWillBeSubmittedBySchool: string;
    isParentPresent: string;
  },
>() => [...schoolChoiceRules<TInput>(), ...studentConsentRules<TInput>()] as const;

/** The hidden-field clearing both student forms share: school, parent/guardian and consent (SPEC §4). */
export function clearStudentCommonHiddenFields<
  T extends {
    schoolId?: unknown;
    needTranslator?: unknown;
    parentGuardian?: unknown;
    consentWillBeSubmittedBySchool?: unknown;
    isParentPresent?: unknown;
    stemDayConsent?: unknown;
  },
>(values: T): T {
  return clearStudentConsent(clearParentGuardian(clearSchoolChoice(values)));
}
