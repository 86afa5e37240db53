import type { DayOfConsentRegType } from '@stem/shared';
import { link, paragraph, type MailContent } from './mail-content.ts';
import { HIGH_SCHOOL_DAY, MIDDLE_SCHOOL_DAY } from './day-names.ts';

/** The career day a day-of consent is for, as the mails name it. */
const DAY_OF: Record<DayOfConsentRegType, string> = {
  MSDAYOFCONSENT: MIDDLE_SCHOOL_DAY,
  HSDAYOFCONSENT: HIGH_SCHOOL_DAY,
};

const LEVEL_OF: Record<DayOfConsentRegType, string> = {
  MSDAYOFCONSENT: 'middle school',
  HSDAYOFCONSENT: 'high school',
};

/**
 * The mail to the registration's parent/guardian: the consent counts only once they follow its link. When the
 * registration already has a consent in hand (signed on the form, or a day-of consent confirmed before), it
 * says so: "counts only once you confirm it" read as if the student could not come without this one.
 */
export const confirmationRequestMail = (request: {
  studentName: string;
  /** The student's name as the form gave it, when it is not the registration's. */
  otherNameTyped?: string | undefined;
  regType: DayOfConsentRegType;
  consentInHand: boolean;
  confirmUrl: string;
}): MailContent => {
  const { studentName } = request;
  const filled = `A day-of consent for ${studentName} for the ${DAY_OF[request.regType]} was filled in on the STEM Career Day site. This address is the parent/guardian email on ${studentName}'s registration`;
  return {
    subject: `STEM Career Day: please confirm the day-of consent for ${studentName}`,
    blocks: [
      paragraph(
        request.consentInHand
          ? `${filled}. ${studentName}'s registration already has a signed consent, so nothing more is needed for the day. If you filled in this form to give a new consent, confirm it here and it is recorded beside the one on file.`
          : `${filled}, so the consent counts only once you confirm it here.`,
      ),
      ...(request.otherNameTyped
        ? [
            paragraph(
              `The form named the student “${request.otherNameTyped}”, but the ${LEVEL_OF[request.regType]} registration of this email address is ${studentName}'s. If the consent was meant for another student, do not confirm it: fill in the day-of consent form of that student's school level, with the email address of their own registration.`,
            ),
          ]
        : []),
      link(
        'Open this link to confirm the consent. It works once, for 48 hours.',
        'CONFIRM CONSENT',
        request.confirmUrl,
      ),
      paragraph(
        'If you did not fill in this consent form, you can ignore this email: nothing is recorded unless you confirm it. A consent form you fill in yourself is not affected by this one.',
      ),
    ],
  };
};

/** The mail once the parent confirmed: to the parent and the student. */
export const consentReceivedMail = (studentName: string): MailContent => ({
  subject: `STEM Career Day: day-of consent received for ${studentName}`,
  blocks: [
    paragraph(`Thank you: the day-of consent for ${studentName} is confirmed and recorded.`),
    paragraph('Please bring this email on the day if you are asked for it.'),
  ],
});
