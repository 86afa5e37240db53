import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { REG_ID, REG_ID_CHARS } from '../store/registration-store.ts';
import type { MailMessage, Mailer } from './mailer.ts';

/** 2026-04-25T08:15:00.123Z → 20260425T081500.123Z: ISO 8601 basic format, safe in file names, sorts by time. */
const fileTime = (date: Date) => date.toISOString().replace(/[-:]/g, '');

/** A registration id is safe in a file name as it is (`REG_ID`). */
const ABOUT_IN_NAME = new RegExp(String.raw`^[^.]+\.\d{3}Z-[0-9a-f-]{36}\.(${REG_ID_CHARS})\.eml$`);

/**
 * `<time>-<uuid>.eml`, or `<time>-<uuid>.<regId>.eml` for a message about a registration: sorted by time,
 * and the registration's copies found by name (`aboutOf`).
 */
export function outboxFileName(at: Date, about?: string | null): string {
  const id = randomUUID();
  return about && REG_ID.test(about) ? `${fileTime(at)}-${id}.${about}.eml` : `${fileTime(at)}-${id}.eml`;
}

/** The registration an outbox file's message is about (`outboxFileName`), null when none is named. */
export function aboutOf(fileName: string): string | null {
  return ABOUT_IN_NAME.exec(fileName)?.[1] ?? null;
}

/**
 * Without SMTP_URL: every message becomes one .eml file in the outbox folder (`outboxFileName`), exactly the
 * bytes an SMTP server would have received.
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

  async send(message: MailMessage, about?: string | null): Promise<void> {
    const info = await this.#transport.sendMail(message);
    const file = outboxFileName(new Date(), about);
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
