import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app.ts';
import { parseEml } from '../test-support/parse-eml.ts';

let app: FastifyInstance;
let outbox: string;
afterEach(async () => {
  await app.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

describe('mailer plugin', () => {
  it('decorates the app with a mailer writing to OUTBOX_DIR, with MAIL_FROM as sender', async () => {
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-app-outbox-'));
    app = await buildTestApp({ OUTBOX_DIR: outbox, MAIL_FROM: 'Career Day <hello@career-day.example>' });
    await app.ready();
    expect(app.mailer.kind).toBe('outbox');
    await app.mailer.send({ to: 'grace@example.org', subject: 'Thank you for registering', text: 'See you there.' });
    const [file] = fs.readdirSync(outbox);
    const message = parseEml(fs.readFileSync(path.join(outbox, file!), 'utf8'));
    expect(message.headers.get('from')).toBe('Career Day <hello@career-day.example>');
    expect(message.headers.get('to')).toBe('grace@example.org');
  });

  it('uses SMTP when SMTP_URL is set', async () => {
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-app-outbox-'));
    app = await buildTestApp({ OUTBOX_DIR: outbox, SMTP_URL: 'smtp://127.0.0.1:9' });
    await app.ready();
    expect(app.mailer.kind).toBe('smtp');
  });
});
