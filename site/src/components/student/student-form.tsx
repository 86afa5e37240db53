import { isConsentOnForm } from '@stem/shared';
import { consentStateInHand } from '@stem/shared/api-contract';
import type { StudentCommonValues } from './student-form-values.ts';

// What the two student forms add to the registration form shell alike.

type ConsentAnswers = Pick<StudentCommonValues, 'consentWillBeSubmittedBySchool' | 'isParentPresent'>;

/**
 * The thank-you page says complete or in progress by whether the consent is in (SPEC §2): signed on the form,
 * or, after an edit, as the API's answer says (a day-of consent the parent confirmed is not on the form).
 */
export const studentSent = (values: ConsentAnswers, answer?: unknown) => ({
  consentSubmitted:
    isConsentOnForm(values) ||
    consentStateInHand(answer && typeof answer === 'object' ? Reflect.get(answer, 'consentState') : undefined),
});

/** Why the submit button is disabled (SPEC §2: until a parent is present or the school submits the consent). */
export const STUDENT_SUBMIT_HINT =
  'You can submit once a parent/guardian is present to sign the consent form or your school will submit it.';
