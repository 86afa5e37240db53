import { isConsentOnForm } from '@stem/shared';
import type { StudentCommonValues } from './student-form-values.ts';

// What the two student forms add to the registration form shell alike.

type ConsentAnswers = Pick<StudentCommonValues, 'consentWillBeSubmittedBySchool' | 'isParentPresent'>;

/** The thank-you page says complete or in progress by whether the consent was signed on the form (SPEC §2). */
export const studentSent = (values: ConsentAnswers) => ({ consentSubmitted: isConsentOnForm(values) });

/** Why the submit button is disabled (SPEC §2: until a parent is present or the school submits the consent). */
export const STUDENT_SUBMIT_HINT =
  'You can submit once a parent/guardian is present to sign the consent form or your school will submit it.';
