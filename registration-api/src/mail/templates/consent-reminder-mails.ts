import { link, paragraph, type MailContent } from './mail-content.ts';

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
    paragraph(
      `${request.studentName} is registered for ${request.when}. We have not received the parent/guardian consent form yet, and ${request.firstName} can only take part with it.`,
    ),
    link('Please fill in the consent form here:', 'Fill in the consent form', request.formUrl),
    paragraph(`On the form, enter the student email address used to register: ${request.studentEmail}`),
    link(
      'If you have already sent the form, please disregard this message. Questions? Ask us on the contact page:',
      'Contact the organisers',
      request.contactUrl,
    ),
  ],
});
