import type { FastifyBaseLogger } from 'fastify';
import { ANSWER_CODES, type Answer, type ContactQuestionOutput } from '@stem/shared';
import type { CaptchaVerifier } from '../captcha/captcha-verifier.ts';
import { requireCaptcha } from '../captcha/require-captcha.ts';
import type { CmsClient } from '../cms/cms-client.ts';
import { AppError } from '../errors/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { recipientFor } from './contact-recipients.ts';
import { organisersMail, senderCopy } from './question-mail.ts';

export interface QuestionSenderDeps {
  captcha: CaptchaVerifier;
  cms: CmsClient;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** CONTACT_FALLBACK_EMAIL. */
  fallbackEmail: string;
  production: boolean;
}

export const QUESTION_NOT_SENT_MESSAGE = 'Your question could not be sent. Please try again later.';

/**
 * Sends a contact question (SPEC §2, §7 POST /api/send-question): captcha (-4), then the mail to the
 * organisers' address for its subject with Reply-To the sender, then the sender's copy. Nothing is stored:
 * the question lives in the two mails. When the organisers' mail cannot be handed over the caller is told
 * (503), so the person can send again; a lost copy is only logged, since the organisers have the question.
 * The log names the subject and where the address came from, never the sender, an address or the text.
 */
export class QuestionSender {
  readonly #deps: QuestionSenderDeps;

  constructor(deps: QuestionSenderDeps) {
    this.#deps = deps;
  }

  async send(question: ContactQuestionOutput, remoteIp: string | undefined): Promise<Answer> {
    const { captcha, cms, mailer, log } = this.#deps;
    await requireCaptcha(captcha, question.gResponse, remoteIp);
    const recipient = recipientFor(question.subject, await cms.getContactRecipients(), {
      fallback: this.#deps.fallbackEmail,
      production: this.#deps.production,
    });
    try {
      await mailer.send(organisersMail(question, recipient.address));
    } catch (error) {
      log.error(
        { mailError: error instanceof Error ? error.name : 'unknown', subject: question.subject },
        'a contact question could not be mailed to the organisers',
      );
      throw new AppError('MAIL_UNAVAILABLE', QUESTION_NOT_SENT_MESSAGE);
    }
    try {
      await mailer.send(senderCopy(question));
    } catch (error) {
      log.error(
        { mailError: error instanceof Error ? error.name : 'unknown', subject: question.subject },
        'the copy of a contact question could not be mailed to its sender; the organisers have it',
      );
    }
    log.info({ subject: question.subject, recipientSource: recipient.source }, 'contact question sent');
    return { code: ANSWER_CODES.ok, message: '' };
  }
}
