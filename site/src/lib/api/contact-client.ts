import { ANSWER_CODES, type FieldIssue } from '@stem/shared/api-contract';
import { MESSAGES } from '@stem/shared/messages';
import { readAnswer, readValidationIssues } from './registration-client.ts';

/** Where a sent question leads (SPEC §4). */
export const CONTACT_THANK_YOU_PAGE = '/contact-thank-you';

/** What the contact form does with the answer of POST /api/send-question (SPEC §4, §8). */
export type QuestionOutcome =
  /** Code 0: on to /contact-thank-you. */
  | { kind: 'sent' }
  /** -4 (a failed response): the server's message under the captcha. */
  | { kind: 'captcha'; message: string }
  /** 400 VALIDATION_FAILED: each issue on its field, plus 'Please check all required fields'. */
  | { kind: 'fields'; issues: FieldIssue[]; formMessage: string }
  /** Anything else, a network failure included: 'Sorry! Something went wrong.', and the form stays. */
  | { kind: 'failed'; message: string };

const failed: QuestionOutcome = { kind: 'failed', message: MESSAGES.contactFailed };

/** SPEC §8 for the contact form: the body is read whatever the status, since -4 arrives as a failed response. */
export function mapQuestionAnswer(body: unknown, status: number): QuestionOutcome {
  if (status === 400) {
    const issues = readValidationIssues(body);
    if (issues && issues.length > 0) return { kind: 'fields', issues, formMessage: MESSAGES.checkRequiredFields };
  }
  const answer = readAnswer(body);
  if (answer?.code === ANSWER_CODES.ok && status < 300) return { kind: 'sent' };
  if (answer?.code === ANSWER_CODES.captcha)
    return { kind: 'captcha', message: answer.message || MESSAGES.verifyCaptcha };
  return failed;
}

/** POST /api/send-question with the form's values and the captcha token. */
export async function sendQuestion(payload: unknown, fetcher: typeof fetch = fetch): Promise<QuestionOutcome> {
  try {
    const response = await fetcher('/api/send-question', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    return mapQuestionAnswer(await response.json().catch(() => null), response.status);
  } catch {
    return failed;
  }
}
