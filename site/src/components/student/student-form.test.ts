import { describe, expect, it } from 'vitest';
import { studentSent } from './student-form.tsx';

describe('a student registration’s thank-you page: complete or in progress (SPEC §2)', () => {
  const onForm = { isParentPresent: '1', consentWillBeSubmittedBySchool: '0' };
  const bySchool = { isParentPresent: '0', consentWillBeSubmittedBySchool: '1' };

  it('is complete when the consent was signed on the form', () => {
    expect(studentSent(onForm, { regId: 'r' })).toEqual({ consentSubmitted: true });
  });
  it('is in progress while the school’s consent is awaited', () => {
    expect(studentSent(bySchool, { regId: 'r' })).toEqual({ consentSubmitted: false });
    expect(studentSent(bySchool, { regId: 'r', consentState: 'school-will-submit' })).toEqual({
      consentSubmitted: false,
    });
    expect(studentSent(bySchool, { regId: 'r', consentState: 'awaiting-parent-confirmation' })).toEqual({
      consentSubmitted: false,
    });
  });
  it('is complete after an edit once the API says a day-of consent was received', () => {
    expect(studentSent(bySchool, { regId: 'r', consentState: 'received' })).toEqual({ consentSubmitted: true });
  });
});
