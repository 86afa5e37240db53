import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer.ts';

const log = { info: () => {} };

describe('mailer selection from SMTP_URL', () => {
  it('writes to the outbox without SMTP_URL', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-mailer-'));
    const mailer = createMailer({ from: 'a@example.org', smtpUrl: undefined, outboxDir: dir }, log);
    expect(mailer.kind).toBe('outbox');
    await mailer.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // No SMTP server package is installed here, so delivery itself is not tested. A closed local port proves
  // the SMTP branch really dials SMTP, fails loudly, and writes nothing to the outbox.
  it('sends over SMTP with SMTP_URL: a refused connection rejects and nothing goes to the outbox', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-mailer-'));
    const mailer = createMailer({ from: 'a@example.org', smtpUrl: 'smtp://127.0.0.1:9', outboxDir: dir }, log);
    expect(mailer.kind).toBe('smtp');
    await expect(mailer.send({ to: 'ada@example.org', subject: 's', text: 't' })).rejects.toMatchObject({
      code: expect.stringMatching(/^(ESOCKET|ECONNECTION)$/),
    });
    expect(fs.readdirSync(dir)).toEqual([]);
    await mailer.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
