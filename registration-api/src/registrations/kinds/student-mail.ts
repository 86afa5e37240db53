import type { MailContext, MailDraft } from '../api-kind.ts';

/** What a student's confirmation reads of the registration (MSIND and HSIND alike). */
interface StudentValues {
  firstName: string;
  lastName: string;
  parentGuardian: { email: string };
}

/**
 * The student kinds' confirmations: to the student and the parent/guardian, with the invitation to log
 * in with the student's email (the owner) to view or change the registration.
 */
export const studentMail = {
  created(values: StudentValues, { owner, loginUrl }: MailContext): MailDraft {
    return {
      to: [owner, values.parentGuardian.email],
      subject: 'Thank you for registering for the STEM Career Day',
      text: [
        `Thank you for registering ${values.firstName} ${values.lastName} for the STEM Career Day.`,
        '',
        'To view or change the registration, log in with the student email address used to register:',
        loginUrl,
      ].join('\r\n'),
    };
  },

  updated(values: StudentValues, { owner, loginUrl }: MailContext): MailDraft {
    return {
      to: [owner, values.parentGuardian.email],
      subject: 'Your STEM Career Day registration was updated',
      text: [
        `The registration of ${values.firstName} ${values.lastName} for the STEM Career Day was updated.`,
        '',
        'To view or change it again, log in with the student email address used to register:',
        loginUrl,
      ].join('\r\n'),
    };
  },
};
