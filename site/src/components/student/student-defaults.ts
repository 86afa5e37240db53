import { NO, todayAtEvent } from '@stem/shared';
import type { StudentCommonValues } from './student-form-values.ts';

/** Every common field empty ('' is unanswered), checkboxes off and the consent date today at the event (SPEC §3). */
export function studentCommonDefaults(today: Date): StudentCommonValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    confirmEmail: '',
    schoolId: '',
    otherSchoolName: '',
    needTranslator: NO,
    specifiedLanguage: '',
    gradeLevelId: '',
    tShirtSizeId: '',
    hasAttended: '',
    parentGuardian: {
      firstName: '',
      lastName: '',
      email: '',
      confirmEmail: '',
      phoneNumber: '',
      willBeAttending: '',
      willAddParentBeAttending: '',
      addParentFirstName: '',
      addParentLastName: '',
    },
    emergencyContact: { sameAsParent: NO, firstName: '', lastName: '', phoneNumber: '' },
    consentWillBeSubmittedBySchool: '',
    isParentPresent: '',
    stemDayConsent: {
      parentGuardianName: '',
      relation: '',
      studentName: '',
      parentGuardianElSignature: '',
      date: todayAtEvent(today),
    },
    // Set to the page's text by ConsentTextBox when the consent is signed on the form.
    consentTextVersion: '',
  };
}
