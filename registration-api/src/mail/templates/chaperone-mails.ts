import { firstLogInHint } from './links.ts';
import { link, paragraph, type MailContent } from './mail-content.ts';
import { HIGH_SCHOOL_DAY } from './day-names.ts';

interface ChaperoneMailValues {
  firstName: string;
  lastName: string;
  /** The consent and release as signed on the form (always on create; the schema requires it). */
  stemDayConsent?: { chaperoneFullName: string; chaperoneElSignature: string };
}

/**
 * What the chaperone signed, echoed back: a volunteer signing a release keeps a record of it (qa14c). "Today":
 * the server dates the signature the day it is stored, the mail's own date. The text itself is the CMS's and
 * may be revised; the registration shows it again.
 */
const signedBlock = ({ stemDayConsent: signed }: ChaperoneMailValues) =>
  signed
    ? [
        paragraph(
          `You signed the Chaperone Consent and Release today as ${signed.chaperoneFullName}, with the electronic signature “${signed.chaperoneElSignature}”. You can read it again when you view your registration.`,
        ),
      ]
    : [];

export const chaperoneCreated = (values: ChaperoneMailValues, loginUrl: string, owner: string): MailContent => ({
  subject: 'Thank you for registering as a chaperone for the STEM Career Day',
  blocks: [
    paragraph(
      `Thank you, ${values.firstName} ${values.lastName}, for registering as a chaperone for the ${HIGH_SCHOOL_DAY}.`,
    ),
    ...signedBlock(values),
    link(
      'To view or change your registration, log in with the email address you registered with:',
      'View or change your registration',
      loginUrl,
    ),
    firstLogInHint(owner),
  ],
});

export const chaperoneUpdated = (values: ChaperoneMailValues, loginUrl: string): MailContent => ({
  subject: 'Your STEM Career Day chaperone registration was updated',
  blocks: [
    paragraph(
      `The chaperone registration of ${values.firstName} ${values.lastName} for the ${HIGH_SCHOOL_DAY} was updated.`,
    ),
    link(
      'To view or change it again, log in with the email address you registered with:',
      'View or change your registration',
      loginUrl,
    ),
  ],
});
