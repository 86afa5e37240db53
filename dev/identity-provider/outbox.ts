import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** 2026-04-25T08:15:00.123Z → 20260425T081500.123Z: ISO 8601 basic format, safe in file names, sorts by time. */
const fileTime = (date: Date) => date.toISOString().replace(/[-:]/g, '');

/**
 * Writes each message as one `<time>-<uuid>.eml` file: exactly the bytes an SMTP server would receive, in
 * the same folder and format as the registration API's outbox, so the same test helpers read both.
 */
export class Outbox {
  readonly #dir: string;
  readonly #transport;

  constructor(options: { dir: string; from: string }) {
    this.#dir = options.dir;
    this.#transport = createTransport(
      { streamTransport: true, buffer: true, newline: 'windows' },
      { from: options.from },
    );
  }

  /** Resolves with the file name once the message is in the folder. */
  async send(mail: OutgoingMail): Promise<string> {
    const info = await this.#transport.sendMail(mail);
    const file = `${fileTime(new Date())}-${randomUUID()}.eml`;
    // Mails carry personal data: the folder and each message are readable by their owner only.
    await fs.mkdir(this.#dir, { recursive: true, mode: 0o700 });
    // Written under a temporary name and renamed, so nobody watching the folder reads half a message.
    const partial = path.join(this.#dir, `.${file}.partial`);
    await fs.writeFile(partial, info.message as Buffer, { mode: 0o600 });
    await fs.rename(partial, path.join(this.#dir, file));
    return file;
  }

  close(): void {
    this.#transport.close();
  }
}
