import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_SUBJECT_VALUES } from '@stem/shared';
import { buildTestApp } from '../test-support/build-test-app.ts';
import {
  CMS_TEST_API_TOKEN,
  cmsStandIn,
  SEEDED_SETTINGS,
  TEST_CONTACT_RECIPIENTS,
  type CmsStandIn,
} from '../test-support/cms-stand-in.ts';
import type { MimePart } from '../test-support/parse-eml.ts';
import { CAPTCHA_FAILED, expectRefusal, readOutbox, textOf } from '../test-support/registration-test-app.ts';
import { solvedCaptcha } from '../test-support/student-fixtures.ts';

const FALLBACK = 'questions@fallback.example.net';

let app: FastifyInstance;
let cms: CmsStandIn;
let outbox: string;
/** Every answer the API gave in a test: none may name an organisers' address. */
let answers: LightMyRequestResponse[];
beforeEach(() => {
  answers = [];
});
afterEach(async () => {
  for (const answer of answers) {
    expect(answer.body).not.toMatch(/organisers\.example\.org|fallback\.example\.net/);
    expect(JSON.stringify(answer.headers)).not.toMatch(/organisers\.example\.org|fallback\.example\.net/);
  }
  await app?.close();
});

interface StartOptions {
  env?: Record<string, string>;
  logStream?: { write(line: string): void };
}

/** The real app, the CMS stand-in holding the organisers' addresses for the read token, a real outbox. */
async function start({ env = {}, logStream }: StartOptions = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-contact-outbox-'));
  outbox = dir;
  cms = cmsStandIn({ settings: SEEDED_SETTINGS });
  app = await buildTestApp(
    { OUTBOX_DIR: dir, CMS_API_TOKEN: CMS_TEST_API_TOKEN, CONTACT_FALLBACK_EMAIL: FALLBACK, ...env },
    { cmsFetch: cms.fetch, logStream },
  );
  app.addHook('onClose', async () => fs.rmSync(dir, { recursive: true, force: true }));
  await app.ready();
}

const mails = async (): Promise<MimePart[]> => {
  await app.mailWorker.drain();
  return readOutbox(outbox);
};
const header = (mail: MimePart, name: string) => mail.headers.get(name);
/** A mail's text with SMTP's CRLF line ends as the sender typed them. */
const bodyOf = (mail: MimePart) => textOf(mail).replace(/\r\n/g, '\n');
const mailTo = async (address: string) => (await mails()).filter((mail) => header(mail, 'to') === address);

const question = (overrides: Record<string, unknown> = {}) => ({
  who: 'Student/Teacher/Parent',
  subject: 'ms-reg',
  email: 'grace.parent@example.com',
  question: 'Can my daughter bring her own lunch?\nShe has a nut allergy.',
  ...overrides,
});

async function post(payload: unknown, options: { url?: string; headers?: Record<string, string> } = {}) {
  const response = await app.inject({
    method: 'POST',
    url: options.url ?? '/api/send-question',
    headers: options.headers,
    payload: payload as object,
  });
  answers.push(response);
  return response;
}
const send = async (overrides: Record<string, unknown> = {}) =>
  post({ ...question(overrides), gResponse: await solvedCaptcha(app) });

describe('POST /api/send-question', () => {
  it('mails the question to the subject’s organisers with Reply-To the sender, and the sender a receipt', async () => {
    await start();
    const answer = await send();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 0, message: '' });

    expect(await mails()).toHaveLength(2);
    const [organisers] = await mailTo('middle-school@organisers.example.org');
    expect(header(organisers!, 'reply-to')).toBe('grace.parent@example.com');
    expect(header(organisers!, 'subject')).toBe('Contact form: Middle school registration (Student/Teacher/Parent)');
    expect(header(organisers!, 'from')).toMatch(/no-reply@stem-career-day\.local/);
    const organisersText = bodyOf(organisers!);
    for (const line of [
      'Who: Student/Teacher/Parent',
      'Subject: Middle school registration',
      'Email: grace.parent@example.com',
      'Can my daughter bring her own lunch?\nShe has a nut allergy.',
    ]) {
      expect(organisersText).toContain(line);
    }

    const [copy] = await mailTo('grace.parent@example.com');
    expect(header(copy!, 'subject')).toBe('Your question to STEM Career Day: Middle school registration');
    expect(header(copy!, 'reply-to')).toBeUndefined();
    expect(bodyOf(copy!)).toContain('Thank you for your question about "Middle school registration".');
    // The receipt does not repeat the text: the address is only the sender's word, and a copy made the form
    // a way to mail anyone any words under our name.
    expect(bodyOf(copy!)).not.toContain('nut allergy');
    expect(bodyOf(copy!)).toContain('If you did not ask us a question');
    // Every mail to the public ends with where to ask (nobody reads replies); the organisers' own does not.
    expect(bodyOf(copy!)).toMatch(
      /Replies to this email are not read\. Questions\? Ask us on the contact page: \S+\/contact$/,
    );
    expect(organisersText).not.toContain('Replies to this email are not read');
    // The sender never learns the organisers' address, not even from their own copy.
    expect(JSON.stringify([...copy!.headers]) + bodyOf(copy!)).not.toContain('organisers.example.org');
  });

  it('sends each subject to its own address from the CMS, and a subject without one to the fallback', async () => {
    await start({ env: { RATE_LIMIT_CONTACT: '50/1m' } });
    for (const subject of CONTACT_SUBJECT_VALUES) {
      expect((await send({ subject, email: `asker.${subject}@example.com` })).json().code, subject).toBe(0);
    }
    const recipientOf = async (subject: string) =>
      (await mails())
        .filter((mail) => header(mail, 'reply-to') === `asker.${subject}@example.com`)
        .map((mail) => header(mail, 'to'));
    for (const subject of CONTACT_SUBJECT_VALUES) {
      const configured = TEST_CONTACT_RECIPIENTS.find((entry) => entry.subject === subject)?.email;
      expect(await recipientOf(subject), subject).toEqual([configured ?? FALLBACK]);
    }
    expect(await recipientOf('hs-chaperone')).toEqual([FALLBACK]);
    expect(await recipientOf('scholarships')).toEqual(['scholarships@organisers.example.org']);
    // The addresses are asked for with the read token only.
    expect(cms.requests.filter((url) => url.includes('/api/contact-recipients')).length).toBeGreaterThan(0);
  });

  it('sends a question without text: the question is optional', async () => {
    await start();
    const answer = await send({ question: undefined, who: 'Member of the media', subject: 'media-coverage' });
    expect(answer.json()).toEqual({ code: 0, message: '' });
    const [organisers] = await mailTo(FALLBACK);
    expect(bodyOf(organisers!)).toContain('No question was written');
    expect(header(organisers!, 'reply-to')).toBe('grace.parent@example.com');
  });

  it('answers -4 as a failed response for a missing, empty, wrong or replayed captcha, and mails nothing', async () => {
    await start();
    const token = await solvedCaptcha(app);
    expect((await post({ ...question(), gResponse: token })).json().code).toBe(0);
    const sent = (await mails()).length;
    for (const payload of [
      question(),
      { ...question(), gResponse: '' },
      { ...question(), gResponse: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') },
      { ...question(), gResponse: token },
    ]) {
      expectRefusal(await post(payload), CAPTCHA_FAILED);
    }
    expect(await mails()).toHaveLength(sent);
  });

  it('answers 400 naming each invalid field with SPEC’s message, and mails nothing', async () => {
    await start();
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: -2,
      field: 'who',
      message: 'This field is required',
      issues: [
        { field: 'who', message: 'This field is required' },
        { field: 'subject', message: 'This field is required' },
        { field: 'email', message: 'This field is required' },
      ],
      requestId: empty.headers['x-request-id'],
    });
    const issuesOf = async (overrides: Record<string, unknown>) =>
      (await post({ ...question(overrides), gResponse: await solvedCaptcha(app) })).json().issues;
    expect(await issuesOf({ email: 'grace.parent' })).toEqual([{ field: 'email', message: 'Address is not valid' }]);
    expect(await issuesOf({ who: 'Parent' })).toEqual([{ field: 'who', message: 'This field is required' }]);
    expect(await issuesOf({ subject: 'everything' })).toEqual([
      { field: 'subject', message: 'This field is required' },
    ]);
    expect(await issuesOf({ question: 'q'.repeat(5001) })).toEqual([
      { field: 'question', message: 'Must be at most 5000 characters' },
    ]);
    expect(await issuesOf({ question: 'ring\u0007' })).toEqual([
      { field: 'question', message: 'Please remove unsupported characters' },
    ]);
    expect(await mails()).toHaveLength(0);
  });

  it('takes JSON only and no query', async () => {
    await start();
    const text = await post('who=Other', { headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    const withQuery = await post(
      { ...question(), gResponse: await solvedCaptcha(app) },
      { url: '/api/send-question?to=someone@example.net' },
    );
    expect(withQuery.statusCode).toBe(400);
    expect(await mails()).toHaveLength(0);
  });

  it('is rate limited per client address on the contact limit: 429 past it', async () => {
    await start({ env: { RATE_LIMIT_CONTACT: '2/1m' } });
    expect((await send()).statusCode).toBe(200);
    expect((await post({})).statusCode).toBe(400);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mails()).toHaveLength(2);
    // The create forms keep their own budget.
    const create = await app.inject({ method: 'POST', url: '/api/hs-chaperone-reg', payload: {} });
    expect(create.statusCode).toBe(400);
  });

  it('keeps the last known addresses when the CMS goes down, so no question goes astray', async () => {
    await start({ env: { CMS_CACHE_SECONDS: '0' } });
    expect((await send({ subject: 'grants' })).json().code).toBe(0);
    cms.down = true;
    cms.contactRecipients = [];
    expect((await send({ subject: 'grants', email: 'second@example.com' })).json().code).toBe(0);
    expect((await mailTo('grants@organisers.example.org')).map((mail) => header(mail, 'reply-to'))).toEqual(
      expect.arrayContaining(['grace.parent@example.com', 'second@example.com']),
    );
  });

  it('uses the fallback address when the CMS was never reachable, or without the read token', async () => {
    await start();
    cms.down = true;
    expect((await send({ subject: 'sponsorship' })).json().code).toBe(0);
    expect(await mailTo(FALLBACK)).toHaveLength(1);
    await app.close();

    await start({ env: { CMS_API_TOKEN: '' } });
    expect((await send({ subject: 'sponsorship' })).json().code).toBe(0);
    expect(await mailTo(FALLBACK)).toHaveLength(1);
    expect(cms.requests.some((url) => url.includes('/api/contact-recipients'))).toBe(false);
  });

  it('answers 0 while the mail cannot be handed over: the question waits in the outbox and goes once it can', async () => {
    await start({ env: { MAIL_RETRY_FIRST_MS: '0' } });
    fs.rmSync(outbox, { recursive: true });
    // A file where the outbox folder should be: the mailer really fails to write.
    fs.writeFileSync(outbox, 'not a folder');
    const answer = await send();
    expect(answer.json()).toEqual({ code: 0, message: '' });
    await app.mailWorker.drain();
    expect(await app.store.mailQueueCounts()).toMatchObject({ pending: 2, failed: 0 });

    fs.rmSync(outbox);
    fs.mkdirSync(outbox);
    expect((await mails()).map((mail) => header(mail, 'to')).sort()).toEqual([
      'grace.parent@example.com',
      'middle-school@organisers.example.org',
    ]);
    expect(await app.store.mailQueueCounts()).toMatchObject({ pending: 0, failed: 0 });
  });

  it('logs neither the sender nor the question (SECURITY.md item 19)', async () => {
    const lines: string[] = [];
    await start({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
    const canary = { email: 'canary.7e1f@example.com', question: 'CANARY-QUESTION-7e1f' };
    expect((await send(canary)).json().code).toBe(0);
    expectRefusal(await post({ ...question(canary), gResponse: 'wrong' }), CAPTCHA_FAILED);
    expect((await post({ ...question(canary), who: 'CANARY-WHO-7e1f' })).statusCode).toBe(400);
    const log = lines.join('\n');
    expect(log).toContain('contact question stored for sending');
    expect(log).not.toMatch(/canary|7e1f|organisers\.example\.org/i);
  });
});
