import type { MailDraft } from '../../mail/mail-composer.ts';
import { studentCreated, studentUpdated, type StudentMailValues } from '../../mail/templates/student-mails.ts';
import type { MailContext } from '../api-kind.ts';

interface StudentValues extends StudentMailValues {
  parentGuardian: { email: string };
}

/**
 * The student kinds' confirmations: to the student and the parent/guardian, with the invitation to log
 * in with the student's email (the owner) to view or change the registration.
 */
export const studentMail = {
  created: (values: StudentValues, { owner, loginUrl }: MailContext): MailDraft => ({
    to: [owner, values.parentGuardian.email],
    content: studentCreated(values, loginUrl),
  }),
  updated: (values: StudentValues, { owner, loginUrl }: MailContext): MailDraft => ({
    to: [owner, values.parentGuardian.email],
    content: studentUpdated(values, loginUrl),
  }),
};
