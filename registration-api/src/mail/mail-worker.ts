import type { FastifyBaseLogger } from 'fastify';
import type { MailOutbox, QueuedMail } from '../store/mail-outbox.ts';
import type { MailMessage, Mailer } from './mailer.ts';

export interface MailRetryPolicy {
  /** The pause before the second attempt; each later pause doubles, up to `longestDelayMs`. */
  firstDelayMs: number;
  longestDelayMs: number;
  /** After this many failed attempts a message stays failed (visible in /api/health). */
  maxAttempts: number;
}

export interface MailWorkerOptions {
  outbox: MailOutbox;
  mailer: Mailer;
  /** Makes a stored message what the mailer sends (MailComposer.render): at send time, off the request path. */
  render(message: QueuedMail['message'], messageId: string): Promise<MailMessage>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often the worker looks for due messages when nothing woke it (retries, other instances' messages). */
  pollMs: number;
  /** How long a claimed message is this worker's: longer than one send can take. */
  leaseMs: number;
  retry: MailRetryPolicy;
  /** The right-hand side of Message-IDs (the MAIL_FROM domain). */
  messageIdDomain: string;
}

/** How many messages one claim takes. */
const BATCH = 10;

/**
 * Sends the outbox (DESIGN.md §8): a registration's messages are stored with it, and this worker hands them
 * to the mailer (SMTP or the outbox folder) off the request path, so a registrant never waits on SMTP and a
 * slow or down server loses nothing. Each message is claimed with a lease (one worker at a time, across
 * every API instance sharing the store), sent, and then removed; a failure is retried later, doubling the
 * pause, and after the last attempt kept as failed. A 5xx answer (the server refuses for good: an unknown
 * mailbox) is not retried. A message is never sent twice by design; only a crash between the server's
 * acceptance and its removal from the outbox sends it again, with the same Message-ID.
 */
export class MailWorker {
  readonly #options: MailWorkerOptions;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;

  constructor(options: MailWorkerOptions) {
    this.#options = options;
  }

  /** Starts looking for due messages every `pollMs`. */
  start() {
    this.#stopped = false;
    this.#timer ??= setInterval(() => this.wake(), this.#options.pollMs);
    this.#timer.unref();
    this.wake();
  }

  /** Looks for due messages now (after a registration stored some); at most one round runs at a time. */
  wake() {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#rounds().finally(() => {
      this.#running = undefined;
    });
  }

  /** Sends every message that is due now, and resolves when none is left (tests, shutdown). */
  async drain(): Promise<void> {
    this.wake();
    while (this.#running) await this.#running;
  }

  /** Stops the polling and waits for the round in flight: a claimed message is finished, not dropped. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    while (this.#running) await this.#running;
  }

  async #rounds() {
    do {
      this.#again = false;
      let claimed: QueuedMail[];
      do {
        try {
          claimed = await this.#options.outbox.claimMails(BATCH, this.#options.leaseMs);
        } catch (error) {
          // The store is away: the next poll tries again; the messages are safe where they are.
          this.#options.log.warn({ err: describe(error) }, 'mail outbox unavailable');
          return;
        }
        // The batch's registrations are sent side by side (a mail waits on the disk or the SMTP server, not on
        // the processor, and one at a time fell behind a busy API); one registration's mails in their order.
        await Promise.all(
          byRegistration(claimed).map(async (mails) => {
            for (const mail of mails) await this.#send(mail);
          }),
        );
      } while (claimed.length === BATCH && !this.#stopped);
    } while (this.#again && !this.#stopped);
  }

  async #send(mail: QueuedMail) {
    const { outbox, mailer, render, log, retry, messageIdDomain } = this.#options;
    try {
      // Rendering reads the CMS's event days (its last known ones when it is away): a failure is retried like a send.
      await mailer.send(await render(mail.message, `<${mail.id}@${messageIdDomain}>`), mail.regId);
    } catch (error) {
      const reason = describe(error);
      const permanent = isPermanent(error);
      if (permanent || mail.attempts >= retry.maxAttempts) {
        await outbox.markMailFailed(mail.id, reason).catch(() => undefined);
        // Never who or what: the outbox row id lets staff find it.
        log.error({ mailId: mail.id, attempts: mail.attempts, reason }, 'mail failed for good');
        return;
      }
      const delay = Math.min(retry.firstDelayMs * 2 ** (mail.attempts - 1), retry.longestDelayMs);
      await outbox.retryMailLater(mail.id, new Date(Date.now() + delay), reason).catch(() => undefined);
      log.warn({ mailId: mail.id, attempts: mail.attempts, reason, retryInMs: delay }, 'mail not sent; will retry');
      return;
    }
    // Sent: if recording it fails, the lease runs out and it is sent once more, with the same Message-ID.
    await outbox
      .markMailSent(mail.id)
      .catch((error: unknown) =>
        log.error({ mailId: mail.id, err: describe(error) }, 'mail sent but not recorded as sent'),
      );
  }
}

/** The claimed mails grouped by their registration (each of a contact question on its own), in claim order. */
function byRegistration(mails: readonly QueuedMail[]): QueuedMail[][] {
  const groups = new Map<string, QueuedMail[]>();
  for (const mail of mails) {
    const key = mail.regId ?? `mail:${mail.id}`;
    const group = groups.get(key);
    if (group) group.push(mail);
    else groups.set(key, [mail]);
  }
  return [...groups.values()];
}

/** An SMTP answer that will not change on a retry (5xx), as nodemailer reports it. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** An error's name, code and SMTP answer code: never its message, which can quote addresses. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown';
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return [error.name, typeof code === 'string' ? code : '', typeof responseCode === 'number' ? responseCode : '']
    .filter(Boolean)
    .join(' ');
}
