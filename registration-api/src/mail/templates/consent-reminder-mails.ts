import { link, paragraph, type MailBlock, type MailContent } from './mail-content.ts';

/** Why a student's consent is asked for, when none has come: the desk's reminder and the day's reminder. */
export const consentNotReceived = (firstName: string) =>
  `We have not received the parent/guardian consent form yet, and ${firstName} can only take part with it.`;

/** What a day-of consent form needs to be matched to the student's registration. */
export const studentEmailToEnter = (studentEmail: string): MailBlock =>
  paragraph(`On the form, enter the student email address used to register: ${studentEmail}`);

/** The consent request a coordinator re-sends to a student's parent/guardian (the staff desk). */
export const consentRequested = (request: {
  parentName: string;
  studentName: string;
  firstName: string;
  /** "the Middle School STEM Career Day on April 25, 2026", or "the STEM Career Day". */
  when: string;
  formUrl: string;
  studentEmail: string;
  contactUrl: string;
}): MailContent => ({
  subject: `Consent form needed for ${request.studentName}: STEM Career Day`,
  blocks: [
    paragraph(`Dear ${request.parentName},`),
    paragraph(`${request.studentName} is registered for ${request.when}. ${consentNotReceived(request.firstName)}`),
    link('Please fill in the consent form here:', 'Fill in the consent form', request.formUrl),
    studentEmailToEnter(request.studentEmail),
    link(
      'If you have already sent the form, please disregard this message. Questions? Ask us on the contact page:',
      'Contact the organisers',
      request.contactUrl,
    ),
  ],
});
