import * as v from 'valibot';
import { MESSAGES } from '../messages.ts';
import { CaptchaTokenSchema } from '../registration/define-registration.ts';
import { EmailSchema } from '../registration/fields/email.ts';
import { multilineText } from '../registration/fields/text.ts';
import { CONTACT_QUESTION_MAX_LENGTH, CONTACT_SUBJECT_VALUES, CONTACT_WHO_OPTIONS } from './contact-answers.ts';

export * from './contact-answers.ts';

/**
 * POST /api/send-question (SPEC §3, §5 Contact): who and subject required (one of the options, else 'This
 * field is required'), email required and valid, the question optional (a textarea: line breaks kept, at
 * most CONTACT_QUESTION_MAX_LENGTH characters), and the captcha token, which the API checks (-4). Unknown
 * keys are dropped.
 */
export const ContactQuestionSchema = v.object(
  {
    who: v.picklist(CONTACT_WHO_OPTIONS, MESSAGES.required),
    subject: v.picklist(CONTACT_SUBJECT_VALUES, MESSAGES.required),
    email: EmailSchema,
    question: multilineText(CONTACT_QUESTION_MAX_LENGTH),
    gResponse: CaptchaTokenSchema,
  },
  MESSAGES.required,
);

export type ContactQuestionInput = v.InferInput<typeof ContactQuestionSchema>;
export type ContactQuestionOutput = v.InferOutput<typeof ContactQuestionSchema>;
