import { isConsentOnForm, type RegType } from '@stem/shared';
import { dayOfConsentFormUrlOf, dayOfConsentKindOf } from '../../consents/consent-state.ts';
import type { MailDraft } from '../../mail/mail-composer.ts';
import { studentCreated, studentUpdated, type StudentMailValues } from '../../mail/templates/student-mails.ts';
import type { MailContext } from '../api-kind.ts';
import { isYes, parentEmailOf } from '@stem/shared/registration/fields/answers';
import { emailKey } from '../../store/registration-store.ts';
import { DUPLICATE_EMAIL_MESSAGE } from '../registration-pipeline.ts';

/**
 * The -2 message on a student's email when it already has a registration of the kind. The registration is
 * the student's, by the student's email: a parent registering a second child with the same address (their
 * own) is told what to do instead.
 */
export const DUPLICATE_STUDENT_MESSAGE = `${DUPLICATE_EMAIL_MESSAGE} Registering a brother or sister? Please use their own email address.`;

/** The answers a student's confirmation repeats (both days), in the form's words; each kind adds its own. */
export const STUDENT_MAIL_ANSWERS = [
  { field: 'schoolId', label: 'School' },
  { field: 'gradeLevelId', label: 'Grade Level' },
  { field: 'tShirtSizeId', label: 'T-Shirt Size' },
] as const;

interface StudentValues extends StudentMailValues {
  parentGuardian: { email: string };
  /** Middle school students only: whether the student is in a group. */
  isInGroup?: string;
  consentWillBeSubmittedBySchool: string;
  isParentPresent: string;
}

/**
 * The student kinds' confirmations: to the student and the parent/guardian, with where the consent stands
 * (signed on the form, or the link to the kind's day-of consent form) and the invitation to log in with the
 * student's email (the owner) to view or change the registration.
 */
export function studentMail(regType: RegType) {
  if (!dayOfConsentKindOf(regType)) throw new Error(`${regType} has no day-of consent form`);
  const formOn = (siteUrl: string) => dayOfConsentFormUrlOf(siteUrl, regType)!;
  return {
    createdMail: (values: StudentValues, { owner, loginUrl, siteUrl }: MailContext): MailDraft => ({
      to: [owner, values.parentGuardian.email],
      content: studentCreated(
        values,
        loginUrl,
        { signedOnForm: isConsentOnForm(values), formUrl: formOn(siteUrl) },
        owner,
      ),
    }),
    // The parent who signed on the form hears when an edit removes that signature, and everyone when one is
    // given: the registration's completeness changed.
    updatedMail: (
      values: StudentValues,
      { owner, loginUrl, siteUrl, previous, previousConsentState }: MailContext,
    ): MailDraft => {
      // A parent/guardian address changed by the edit: the one who signed hears it too, and to where.
      const before = previous ? parentEmailOf(previous.data) : '';
      const changed = before !== '' && emailKey(before) !== emailKey(values.parentGuardian.email);
      const leftGroup = previous?.data.isInGroup === '1' && values.isInGroup !== '1';
      return {
        to: [owner, values.parentGuardian.email, ...(changed ? [before] : [])],
        content: studentUpdated(values, loginUrl, {
          leftGroup,
          // Out of the group, with the school still to send the consent: the school may no longer send it.
          ...(leftGroup && previousConsentState === 'school-will-submit' && isYes(values.consentWillBeSubmittedBySchool)
            ? { schoolConsentAtRisk: formOn(siteUrl) }
            : {}),
          ...(previous && isConsentOnForm(previous.data) !== isConsentOnForm(values)
            ? { consent: { signedOnForm: isConsentOnForm(values), formUrl: formOn(siteUrl) } }
            : {}),
          ...(changed
            ? {
                parentEmail: {
                  was: before,
                  is: values.parentGuardian.email,
                  contactUrl: `${siteUrl}/contact#contact-form`,
                },
              }
            : {}),
        }),
      };
    },
  };
}
