import { consentInHand, kindOf, type MissingConsent } from '@stem/shared';
import { answerText, fullNameOf, parentGuardianOf } from '@stem/shared/registration/fields/answers';
import type { CmsClient } from '../cms/cms-client.ts';
import { dayOfConsentFormUrlOf, type ConsentStates } from '../consents/consent-state.ts';
import type { MailDraft } from '../mail/mail-composer.ts';
import { consentRequested } from '../mail/templates/consent-reminder-mails.ts';
import type { Registration } from '../store/registration-store.ts';
import type { CatalogueNames } from './catalogue-names.ts';

/**
 * A student whose consent is not in hand, as the desk lists it, with whom to remind and how to reach them:
 * none was signed or received ('missing'), the school promised one that has not come ('school'), or one was
 * filed and the parent has not confirmed it from the mailed link ('awaiting-confirmation': a reminder sends
 * them to the form again, whose new link works). Null for a consent signed or received, and for kinds
 * without a day-of consent.
 */
export function missingConsentOf(
  registration: Registration,
  consents: ConsentStates,
  names: CatalogueNames,
): MissingConsent | null {
  const consentState = consents.of(registration);
  if (consentState === null || consentInHand(consentState)) return null;
  const parent = parentGuardianOf(registration.data);
  const schoolId = answerText(registration.data.schoolId);
  return {
    regId: registration.regId,
    regType: registration.regType,
    studentName: fullNameOf(registration.data),
    school:
      schoolId === 'other'
        ? answerText(registration.data.otherSchoolName)
        : names.titleOf('schoolId', schoolId, registration.regType),
    parentName: fullNameOf(parent),
    parentEmail: answerText(parent.email),
    parentPhone: answerText(parent.phoneNumber),
    registeredAt: registration.createdAt,
    consentState,
    // A school's forms come through its teacher: the group tells the desk whom to ask.
    group:
      registration.data.isInGroup === '1' && answerText(registration.data.groupId)
        ? names.titleOf('groupId', answerText(registration.data.groupId), registration.regType)
        : '',
    // The desk's list reads the check-ins of the students it lists (Attendance), a reminder none.
    checkedInAt: null,
  };
}

/**
 * The consent request a coordinator re-sends to a student's parent/guardian: the day, why the form matters,
 * and the day-of consent form of the student's level (the registry's page of the paired consent kind), with
 * the student email to enter so that it is matched. Null when the registration has no parent email or its
 * kind no day-of consent.
 */
export async function consentReminderMail(
  registration: Registration,
  deps: { cms: CmsClient; publicSiteUrl: string },
): Promise<MailDraft | null> {
  const formUrl = dayOfConsentFormUrlOf(deps.publicSiteUrl, registration.regType);
  const parent = parentGuardianOf(registration.data);
  const parentEmail = answerText(parent.email);
  const event = kindOf(registration.regType)?.event;
  if (!formUrl || parentEmail === '' || !event) return null;
  const day = await deps.cms.getEvent(event);
  return {
    to: [parentEmail],
    content: consentRequested({
      parentName: fullNameOf(parent) || 'parent or guardian',
      studentName: fullNameOf(registration.data) || 'your student',
      firstName: answerText(registration.data.firstName) || 'your student',
      when: day ? `the ${day.name} on ${longDate(day.eventDate)}` : 'the STEM Career Day',
      formUrl,
      studentEmail: registration.email,
      contactUrl: `${deps.publicSiteUrl}/contact`,
    }),
  };
}

/** 2026-04-25 → "April 25, 2026". */
function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
}
