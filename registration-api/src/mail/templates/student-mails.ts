import { firstLogInHint } from './links.ts';
import { link, paragraph, type MailContent } from './mail-content.ts';

/** What a student's confirmation reads of the registration (MSIND and HSIND alike). */
export interface StudentMailValues {
  firstName: string;
  lastName: string;
}

/** A student's confirmation, to the student and the parent/guardian. */
export const studentCreated = (values: StudentMailValues, loginUrl: string): MailContent => ({
  subject: 'Thank you for registering for the STEM Career Day',
  blocks: [
    paragraph(`Thank you for registering ${values.firstName} ${values.lastName} for the STEM Career Day.`),
    link(
      'To view or change the registration, log in with the student email address used to register:',
      'View or change the registration',
      loginUrl,
    ),
    firstLogInHint,
  ],
});

export const studentUpdated = (values: StudentMailValues, loginUrl: string): MailContent => ({
  subject: 'Your STEM Career Day registration was updated',
  blocks: [
    paragraph(`The registration of ${values.firstName} ${values.lastName} for the STEM Career Day was updated.`),
    link(
      'To view or change it again, log in with the student email address used to register:',
      'View or change the registration',
      loginUrl,
    ),
  ],
});
