import { consentNotReceived, studentEmailToEnter } from './consent-reminder-mails.ts';
import { link, paragraph, type MailBlock, type MailContent } from './mail-content.ts';

/** The consent form a student's parent/guardian still has to fill in, and the email that matches it. */
export interface MissingConsentForm {
  firstName: string;
  /** Why it is missing: none came, the school's has not come, or the one filed waits for its confirmation. */
  state: 'missing' | 'school' | 'awaiting-confirmation';
  formUrl: string;
  studentEmail: string;
}

/**
 * The reminder a few days before a career day, to everyone registered for it (a student's parent/guardian
 * too). The day's date, time and place and its calendar file follow it (the composer's event blocks), and the
 * check-in paragraph and QR code as in the confirmation.
 */
export const eventReminder = (reminder: {
  /** Whom the registration is for: "Ada Lovelace", "Wingfoot Labs", "the group Rockets". */
  registered: string;
  /** "Middle School STEM Career Day". */
  eventName: string;
  /** "Saturday, April 25, 2026". */
  date: string;
  /** A student without a consent in hand: the form to fill in before the day. */
  consent: MissingConsentForm | null;
  /** What the reminder says of this kind of registration only (a group's members). */
  kindBlocks: readonly MailBlock[];
  mapUrl: string;
  loginUrl: string;
}): MailContent => ({
  subject: `See you on ${reminder.date}: ${reminder.eventName}`,
  blocks: [
    paragraph(
      `This is a reminder: ${reminder.registered} is registered for the ${reminder.eventName} on ${reminder.date}. We look forward to seeing you!`,
    ),
    ...reminder.kindBlocks,
    ...(reminder.consent ? consentBlocks(reminder.consent) : []),
    link('Where to park and how to find the way in:', 'Day Of Event', reminder.mapUrl),
    link(
      'Plans changed? Please change or cancel the registration, so that we plan lunches, T-shirts and seats for those who come:',
      'View or change the registration',
      reminder.loginUrl,
    ),
  ],
});

const CONSENT_STATE_TEXT: Record<MissingConsentForm['state'], (firstName: string) => string> = {
  missing: consentNotReceived,
  school: (firstName) =>
    `The school was to send ${firstName}'s parent/guardian consent form, and we have not received it yet. ${firstName} can only take part with it: please ask the school, or fill it in yourself.`,
  'awaiting-confirmation': (firstName) =>
    `${firstName}'s parent/guardian consent form was filled in, but not yet confirmed from the link we emailed to the parent/guardian, and it counts only then. Please open that link, or fill in the form again for a new one.`,
};

const consentBlocks = (consent: MissingConsentForm): MailBlock[] => [
  paragraph(CONSENT_STATE_TEXT[consent.state](consent.firstName)),
  link('Please do it before the day:', 'Fill in the consent form', consent.formUrl),
  studentEmailToEnter(consent.studentEmail),
];
