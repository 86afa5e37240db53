import { paragraph, type MailContent } from './mail-content.ts';

export const dayOfConsentReceived = (): MailContent => ({
  subject: 'STEM Career Day: day-of consent received',
  blocks: [
    paragraph('Thank you: the day-of consent for the STEM Career Day has been received.'),
    paragraph('Please bring this email on the day if you are asked for it.'),
  ],
});
