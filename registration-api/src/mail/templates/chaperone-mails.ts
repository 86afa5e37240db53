import { firstLogInHint } from './links.ts';
import { link, paragraph, type MailContent } from './mail-content.ts';
import { HIGH_SCHOOL_DAY } from './day-names.ts';

interface ChaperoneMailValues {
  firstName: string;
  lastName: string;
}

export const chaperoneCreated = (values: ChaperoneMailValues, loginUrl: string): MailContent => ({
  subject: 'Thank you for registering as a chaperone for the STEM Career Day',
  blocks: [
    paragraph(
      `Thank you, ${values.firstName} ${values.lastName}, for registering as a chaperone for the ${HIGH_SCHOOL_DAY}.`,
    ),
    link(
      'To view or change your registration, log in with the email address you registered with:',
      'View or change your registration',
      loginUrl,
    ),
    firstLogInHint(),
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
