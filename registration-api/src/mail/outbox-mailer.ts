import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.ts';

/** 2026-04-25T08:15:00.123Z → 20260425T081500.123Z: ISO 8601 basic format, safe in file names, sorts by time. */
const fileTime = (date: Date) => date.toISOString().replace(/[-:]/g, '');

/**
 * Without SMTP_URL: every message becomes one .eml file in the outbox folder, named
 * `<time>-<uuid>.eml`, exactly the bytes an SMTP server would have received.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';
  readonly #dir: string;
  readonly #log: Pick<FastifyBaseLogger, 'info'>;
  readonly #transport;

  constructor(options: { from: string; outboxDir: string; log: Pick<FastifyBaseLogger, 'info'> }) {
    this.#dir = options.outboxDir;
    this.#log = options.log;
    this.#transport = nodemailer.createTransport(
      { streamTransport: true, buffer: true, newline: 'windows' },
      { from: options.from },
    );
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.#transport.sendMail(message);
    const file = `${fileTime(new Date())}-${randomUUID()}.eml`;
    // Mails carry personal data: the folder and each message are readable by their owner only.
    await fs.mkdir(this.#dir, { recursive: true, mode: 0o700 });
    // Written under a temporary name and renamed, so nobody watching the folder reads half a message.
    const partial = path.join(this.#dir, `.${file}.partial`);
    await fs.writeFile(partial, info.message as Buffer, { mode: 0o600 });
    await fs.rename(partial, path.join(this.#dir, file));
    // Never the recipients, subject or body (SECURITY.md item 19).
    this.#log.info({ outboxFile: file, messageId: info.messageId }, 'mail written to the outbox');
  }

  async close(): Promise<void> {
    this.#transport.close();
  }
}
