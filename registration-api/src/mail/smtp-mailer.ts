import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.ts';

/** With SMTP_URL (Mailpit under docker compose, the real relay in production). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  readonly #log: Pick<FastifyBaseLogger, 'info'>;
  readonly #transport;

  constructor(options: { from: string; smtpUrl: string; log: Pick<FastifyBaseLogger, 'info'> }) {
    this.#log = options.log;
    this.#transport = nodemailer.createTransport(
      {
        url: options.smtpUrl,
        // A registration waits for its confirmation mail: fail in seconds, not nodemailer's minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
        // nodemailer's own logging would print envelopes (recipients): keep it off (SECURITY.md item 19).
        logger: false,
        debug: false,
      },
      { from: options.from },
    );
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.#transport.sendMail(message);
    this.#log.info({ messageId: info.messageId }, 'mail sent');
  }

  async close(): Promise<void> {
    this.#transport.close();
  }
}
