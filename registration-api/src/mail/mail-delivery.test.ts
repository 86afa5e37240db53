import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { msIndividual, solvedCaptcha } from '../test-support/student-fixtures.ts';
import { startRegistrationApp } from '../test-support/registration-test-app.ts';

// Mail off the request path, nothing lost (DESIGN.md §8): a real SMTP server (smtp-server on 127.0.0.1)
// that first holds every message without answering, then refuses, then accepts. Every registration the
// API acknowledged must be delivered exactly once, and no registrant waits for the server.

type Mode = 'hold' | 'refuse' | 'accept';

interface Delivered {
  messageId: string;
  recipients: string[];
}

/** An SMTP server whose answer to each message the test decides. */
async function smtpServer() {
  let mode: Mode = 'hold';
  const held: Array<(error?: Error) => void> = [];
  const delivered: Delivered[] = [];
  /** Message-IDs the server refused at least once. */
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const answer = (error?: Error) => {
          const messageId = /^message-id:\s*(\S+)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
          if (error) refused.add(messageId);
          else {
            delivered.push({
              messageId,
              recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            });
          }
          callback(error ?? null);
        };
        if (mode === 'hold') held.push(answer);
        else if (mode === 'refuse') answer(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        else answer();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    refused,
    held,
    set mode(next: Mode) {
      mode = next;
    },
    /** Answers every held message as the current mode does. */
    release() {
      for (const answer of held.splice(0)) {
        if (mode === 'accept') answer();
        else answer(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let app: FastifyInstance | undefined;
let smtp: Awaited<ReturnType<typeof smtpServer>> | undefined;

afterEach(async () => {
  smtp?.release();
  await app?.close();
  await smtp?.close();
  app = undefined;
  smtp = undefined;
});

const students = ['ada', 'grace', 'hedy', 'katherine', 'mary'].map((name) => `${name}.student@example.com`);

describe('registration mail through a real SMTP server', () => {
  it('acknowledges registrations while the server holds them, and delivers each once after it refused and accepted', async () => {
    smtp = await smtpServer();
    ({ app } = await startRegistrationApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_RETRY_FIRST_MS: '20',
        MAIL_RETRY_LONGEST_MS: '100',
        MAIL_MAX_ATTEMPTS: '100',
        MAIL_POLL_MS: '20',
      },
    }));
    const registered = app;

    // The server holds every message: the registrants get their answer all the same.
    for (const email of students) {
      const answer = await registered.inject({
        method: 'POST',
        url: '/api/ms-ind-reg',
        payload: { ...msIndividual(email), gResponse: await solvedCaptcha(registered) },
      });
      expect(answer.json(), email).toMatchObject({ code: 0 });
    }
    await expect.poll(() => smtp!.held.length).toBeGreaterThan(0);
    expect(smtp.delivered).toEqual([]);

    // Then it refuses (451) what it held and everything after: nothing delivered, nothing lost.
    smtp.mode = 'refuse';
    smtp.release();
    await expect.poll(() => smtp!.refused.size, { timeout: 10_000 }).toBe(students.length);
    expect(smtp.delivered).toEqual([]);
    expect(await registered.store.mailQueueCounts()).toMatchObject({ pending: students.length, failed: 0 });

    // Then it accepts: each registration's confirmation arrives once.
    smtp.mode = 'accept';
    smtp.release();
    await expect.poll(async () => (await registered.store.mailQueueCounts()).pending, { timeout: 10_000 }).toBe(0);
    for (const email of students) {
      expect(
        smtp.delivered.filter((mail) => mail.recipients.includes(email)),
        email,
      ).toHaveLength(1);
    }
    expect(smtp.delivered).toHaveLength(students.length);
    expect(new Set(smtp.delivered.map((mail) => mail.messageId)).size).toBe(students.length);
    expect(await registered.store.mailQueueCounts()).toMatchObject({ pending: 0, failed: 0 });
  });

  it('keeps a message the server refuses for good (550) as failed, without retrying it, visible in /api/health', async () => {
    let attempts = 0;
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        attempts += 1;
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.server.address() as { port: number };
    try {
      ({ app } = await startRegistrationApp({
        env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_FIRST_MS: '0' },
      }));
      await app.store.enqueueMails([
        { regId: null, message: { to: ['nobody@example.com'], subject: 'Hello', text: 'Hello' } },
      ]);
      await app.mailWorker.drain();
      await app.mailWorker.drain();
      expect(attempts).toBe(1);
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'degraded', mail: { pending: 0, failed: 1 } });
    } finally {
      await app?.close();
      app = undefined;
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});
