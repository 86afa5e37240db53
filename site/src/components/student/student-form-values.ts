import type { MsIndividualFormValues } from '@stem/shared';

/** The fields both student forms ask (SPEC §5: the high school form is the middle school one less lunch and subjects). */
export type StudentCommonValues = Pick<
  MsIndividualFormValues,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'confirmEmail'
  | 'schoolId'
  | 'otherSchoolName'
  | 'needTranslator'
  | 'specifiedLanguage'
  | 'gradeLevelId'
  | 'tShirtSizeId'
  | 'hasAttended'
  | 'parentGuardian'
  | 'emergencyContact'
  | 'consentWillBeSubmittedBySchool'
  | 'isParentPresent'
  | 'stemDayConsent'
  | 'consentTextVersion'
>;
