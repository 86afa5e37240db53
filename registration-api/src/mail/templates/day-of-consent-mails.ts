import { link, paragraph, type MailContent } from './mail-content.ts';

/** The mail to the registration's parent/guardian: the consent counts only once they follow its link. */
export const confirmationRequestMail = (studentName: string, confirmUrl: string): MailContent => ({
  subject: 'STEM Career Day: please confirm the day-of consent',
  blocks: [
    paragraph(
      `A day-of consent for ${studentName} was filled in on the STEM Career Day site. This address is the parent/guardian email on ${studentName}'s registration, so the consent counts only once you confirm it here.`,
    ),
    link('Open this link to confirm the consent. It works once, for 48 hours.', 'CONFIRM CONSENT', confirmUrl),
    paragraph(
      'If you did not fill in this consent form, you can ignore this email: nothing is recorded unless you confirm it. A consent form you fill in yourself is not affected by this one.',
    ),
  ],
});

/** The mail once the parent confirmed: to the parent and the student. */
export const consentReceivedMail = (studentName: string): MailContent => ({
  subject: 'STEM Career Day: day-of consent received',
  blocks: [
    paragraph(`Thank you: the day-of consent for ${studentName} is confirmed and recorded.`),
    paragraph('Please bring this email on the day if you are asked for it.'),
  ],
});
