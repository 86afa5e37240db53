import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.ts';
import type { Mailer } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

/** SMTP when SMTP_URL is set, the outbox folder otherwise. */
export function createMailer(
  config: Pick<Config['mail'], 'from' | 'smtpUrl' | 'outboxDir'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Mailer {
  if (config.smtpUrl) return new SmtpMailer({ from: config.from, smtpUrl: config.smtpUrl, log });
  return new OutboxMailer({ from: config.from, outboxDir: config.outboxDir, log });
}
