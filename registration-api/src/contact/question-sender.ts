import type { FastifyBaseLogger } from 'fastify';
import { ANSWER_CODES, type Answer, type ContactQuestionOutput } from '@stem/shared';
import type { CaptchaVerifier } from '../captcha/captcha-verifier.ts';
import { requireCaptcha } from '../captcha/require-captcha.ts';
import type { CmsClient } from '../cms/cms-client.ts';
import type { MailComposer } from '../mail/mail-composer.ts';
import { questionCopy, questionForOrganisers } from '../mail/templates/contact-mails.ts';
import type { MailOutbox } from '../store/mail-outbox.ts';
import { recipientFor } from './contact-recipients.ts';

export interface QuestionSenderDeps {
  captcha: CaptchaVerifier;
  cms: CmsClient;
  outbox: Pick<MailOutbox, 'enqueueMails'>;
  mailComposer: Pick<MailComposer, 'compose'>;
  /** Tells the mail worker that messages were stored. */
  wakeMailWorker(): void;
  log: FastifyBaseLogger;
  /** CONTACT_FALLBACK_EMAIL. */
  fallbackEmail: string;
  production: boolean;
}

/**
 * Sends a contact question (SPEC §2, §7 POST /api/send-question): captcha (-4), then the mail to the
 * organisers' address for its subject with Reply-To the sender, and the sender's copy, both stored in the
 * outbox in one write and sent by the mail worker: once the answer is 0, the question is not lost, however
 * the mail server is doing. Nothing else is stored: the question lives in the two mails. The log names the
 * subject and where the address came from, never the sender, an address or the text.
 */
export class QuestionSender {
  readonly #deps: QuestionSenderDeps;

  constructor(deps: QuestionSenderDeps) {
    this.#deps = deps;
  }

  async send(question: ContactQuestionOutput, remoteIp: string | undefined): Promise<Answer> {
    const { captcha, cms, mailComposer, outbox, log } = this.#deps;
    await requireCaptcha(captcha, question.gResponse, remoteIp);
    const recipient = recipientFor(question.subject, await cms.getContactRecipients(), {
      fallback: this.#deps.fallbackEmail,
      production: this.#deps.production,
    });
    // Answering the organisers' mail answers the sender. The copy names no organisers' address and has no
    // Reply-To: the organisers answer from their own address.
    const forOrganisers = await mailComposer.compose({
      to: [recipient.address],
      replyTo: question.email,
      content: questionForOrganisers(question),
    });
    const copy = await mailComposer.compose({ to: [question.email], content: questionCopy(question) });
    await outbox.enqueueMails([
      { regId: null, message: forOrganisers },
      { regId: null, message: copy },
    ]);
    this.#deps.wakeMailWorker();
    log.info({ subject: question.subject, recipientSource: recipient.source }, 'contact question stored for sending');
    return { code: ANSWER_CODES.ok, message: '' };
  }
}
