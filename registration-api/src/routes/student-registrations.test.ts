import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import * as v from 'valibot';
import {
  ANSWER_CODES,
  ContactQuestionSchema,
  CompanySchema,
  GroupCodeSchema,
  HsChaperoneSchema,
  HsDayOfConsentSchema,
  HsIndividualSchema,
  MsDayOfConsentSchema,
  MsGroupSchema,
  MsIndividualSchema,
  NON_SPEC_MESSAGES,
  REG_TYPES,
  type RegType,
} from '@stem/shared';
import { loadConfig } from '../config/env.ts';
import { apiKindOf } from '../registrations/api-kinds.ts';
import { readPlainBody, readSpecBody } from '../registrations/spec-body.ts';
import { confirm, confirmationRequests, tokenOf } from '../test-support/day-of-consent-fixtures.ts';
import { DayOfConsentConfirmBody } from './day-of-consent-confirm.ts';
import { DEMO_GROUP } from '../groups/group-directory.ts';
import { SEEDED_SETTINGS } from '../test-support/cms-stand-in.ts';
import { companyRegistrationBody } from '../test-support/company-fixtures.ts';
import type { MimePart } from '../test-support/parse-eml.ts';
import {
  CAPTCHA_FAILED,
  CLOSED,
  expectRefusal,
  icsOf,
  attachmentNamesOf,
  startRegistrationApp,
  textOf,
  type RegistrationAppOptions,
} from '../test-support/registration-test-app.ts';
import {
  dayOfConsent,
  hsChaperone,
  hsIndividual,
  msGroup,
  msIndividual,
  solvedCaptcha,
} from '../test-support/student-fixtures.ts';

let app: FastifyInstance;
let mails: () => Promise<MimePart[]>;
let cmsStandIn: Awaited<ReturnType<typeof startRegistrationApp>>['cms'];
afterEach(async () => {
  await app?.close();
});

async function start(options: RegistrationAppOptions = {}) {
  ({ app, mails, cms: cmsStandIn } = await startRegistrationApp(options));
  return app;
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

const stored = async (regType: RegType) => app.store.listByType(regType);

async function demoGroupId(): Promise<string> {
  const groups = await stored('MSGROUP');
  return groups.find((group) => group.email === DEMO_GROUP.email)!.regId;
}

const hasIcs = (mail: MimePart) => icsOf(mail) !== undefined;

describe('POST /api/ms-ind-reg and /api/hs-ind-reg', () => {
  it('stores an MSIND owned by the student email and answers { code: 0, data: { regId } }', async () => {
    await start();
    const response = await post('/api/ms-ind-reg', { ...msIndividual(), gResponse: await solvedCaptcha(app) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ code: 0, message: '', data: { regId: expect.any(String) } });
    const registration = await app.store.get(body.data.regId);
    expect(registration).toMatchObject({ regType: 'MSIND', email: 'ada@example.com' });
    expect(registration!.data).not.toHaveProperty('gResponse');
    expect(registration!.data).not.toHaveProperty('confirmEmail');
    expect(registration!.data).toMatchObject({ firstName: 'Ada', groupId: '', groupCode: '' });
  });

  it('stores an HSIND the same way', async () => {
    await start();
    const response = await post('/api/hs-ind-reg', { ...hsIndividual(), gResponse: await solvedCaptcha(app) });
    expect(response.json()).toMatchObject({ code: 0, data: { regId: expect.any(String) } });
    expect(await stored('HSIND')).toHaveLength(1);
  });

  it('mails the student and the parent, with the login link and the event day as .ics', async () => {
    await start({ env: { PUBLIC_SITE_URL: 'https://career-day.example' } });
    await post('/api/ms-ind-reg', { ...msIndividual(), gResponse: await solvedCaptcha(app) });
    const [mail, ...more] = await await mails();
    expect(more).toHaveLength(0);
    expect(mail!.headers.get('to')).toBe('ada@example.com, grace@example.com');
    expect(textOf(mail!)).toContain('https://career-day.example/auth/login?returnTo=/multiple');
    // Registering needs no account: the first confirmation says how to get one, naming the student's address
    // (the parent reads the mail too, and took "this same email address" for their own).
    expect(textOf(mail!)).toContain(
      'No account yet? Create it from that page, with ada@example.com: your registration is shown as soon as you are signed in.',
    );
    expect(hasIcs(mail!)).toBe(true);
  });

  it('says where the consent stands: signed on the form, or the link to the day-of consent form', async () => {
    await start({ env: { PUBLIC_SITE_URL: 'https://career-day.example' } });
    await post('/api/ms-ind-reg', { ...msIndividual(), gResponse: await solvedCaptcha(app) });
    const bySchool = {
      ...hsIndividual('hs.school@example.com'),
      consentWillBeSubmittedBySchool: '1',
      isParentPresent: '0',
      gResponse: await solvedCaptcha(app),
    };
    await post('/api/hs-ind-reg', bySchool);
    const all = await mails();
    const signed = all.find((mail) => mail.headers.get('to')?.includes('ada@example.com'));
    const toCome = all.find((mail) => mail.headers.get('to')?.includes('hs.school@example.com'));
    expect(textOf(signed!)).toContain('The parent or guardian consent form was signed with this registration');
    expect(textOf(signed!)).not.toContain('consent-form-ms');
    expect(textOf(toCome!)).toContain(
      'complete once the parent or guardian consent form has been received, from the school or from a parent or guardian',
    );
    expect(textOf(toCome!)).toContain('https://career-day.example/consent-form-hs');
  });

  // The invitation is the day in New York, check-in to the later end: April 25 is daylight time (UTC-4),
  // February 21 standard time (UTC-5). Written in UTC.
  it.each([
    [
      'the middle school day (April 25, UTC-4)',
      '/api/ms-ind-reg',
      msIndividual(),
      ['DTSTART:20260425T114500Z', 'DTEND:20260425T183000Z'],
      [
        'Middle School STEM Career Day',
        'Date: Saturday, April 25, 2026',
        'Check-in: 7:45 am-8:30 am',
        'Ends: 2:30 pm',
        'Place: Summit Ridge Hall, 1 Campus Drive',
        'The event is attached as a calendar file (middle-school-stem-career-day.ics).',
      ],
    ],
    [
      'the high school day (February 21, UTC-5)',
      '/api/hs-ind-reg',
      hsIndividual(),
      ['DTSTART:20260221T124500Z', 'DTEND:20260221T170000Z'],
      [
        'High School STEM Career Day',
        'Date: Saturday, February 21, 2026',
        'Check-in: 7:45 am-8:30 am',
        'Ends: 12:00 pm',
        'Place: University Student Union, 303 Carroll Street',
        'The event is attached as a calendar file (high-school-stem-career-day.ics).',
      ],
    ],
  ])('states %s in the body and invites to its own hours', async (_day, url, body, times, paragraph) => {
    await start();
    await post(url, { ...body, gResponse: await solvedCaptcha(app) });
    const [mail] = await await mails();
    // The subject names the student: a family with several children reads them in one inbox.
    expect(mail!.headers.get('subject')).toBe(
      `Thank you for registering ${body.firstName} ${body.lastName} for the STEM Career Day`,
    );
    for (const line of times) expect(icsOf(mail!)).toContain(`${line}\r\n`);
    // The day's name, its facts (a table in the HTML part), where to find the day's page, and the calendar
    // file's sentence.
    const [name, ...facts] = paragraph;
    const attached = facts.pop()!;
    const dayPage = 'Where to check in, parking and the schedule of the day:\r\nhttp://localhost:8080/map';
    expect(textOf(mail!)).toContain([name, facts.join('\r\n'), dayPage, attached].join('\r\n\r\n'));
    // Saved under the day's name: a parent with children on both days keeps both files.
    expect(attachmentNamesOf(mail!)).toContain(/\(([^)]+)\)/.exec(attached)![1]);
    expect(textOf(mail!)).not.toContain('when it is known');
  });

  it('still mails, without the .ics and saying where the day is told, when the CMS event is unknown', async () => {
    await start({ cmsDown: true, env: { PUBLIC_SITE_URL: 'https://career-day.example' } });
    // The switches come from the store's last known copy; the event was never read.
    await app.store.putSetting('cms:site-setting', SEEDED_SETTINGS);
    const response = await post('/api/hs-ind-reg', { ...hsIndividual(), gResponse: await solvedCaptcha(app) });
    expect(response.json()).toMatchObject({ code: 0 });
    const [mail] = await await mails();
    expect(mail!.headers.get('to')).toBe('ada@example.com, grace@example.com');
    expect(hasIcs(mail!)).toBe(false);
    expect(textOf(mail!)).toContain(
      'We could not include the date, time and place of the event in this email. ' +
        'You will find them on https://career-day.example/about.',
    );
    expect(textOf(mail!)).not.toContain('Date:');
  });

  it('gives a confirmation still waiting to be sent the day’s date, time and place once the CMS is back', async () => {
    // A mail is rendered when the worker sends it, not when the registration is answered: one queued while the
    // CMS was away (a burst, a mail server down) goes with the day as the CMS has it then, and its calendar.
    await start({ cmsDown: true });
    await app.store.putSetting('cms:site-setting', SEEDED_SETTINGS);
    await app.mailWorker.stop();
    const response = await post('/api/hs-ind-reg', { ...hsIndividual(), gResponse: await solvedCaptcha(app) });
    expect(response.json()).toMatchObject({ code: 0 });
    expect(await app.store.mailQueueCounts()).toMatchObject({ pending: 1 });

    cmsStandIn.down = false;
    app.mailWorker.start();
    const [mail] = await mails();
    expect(textOf(mail!)).toContain('Date: Saturday, February 21, 2026');
    expect(textOf(mail!)).not.toContain('We could not include the date');
    expect(hasIcs(mail!)).toBe(true);
  });

  it('keeps the registration and answers code 0 while the mail server refuses connections; the mail waits, logging no personal data', async () => {
    const lines: string[] = [];
    // Nothing listens on port 1: a real refused connection.
    await start({
      env: { LOG_LEVEL: 'info', SMTP_URL: 'smtp://127.0.0.1:1' },
      logStream: { write: (line) => lines.push(line) },
    });
    const response = await post('/api/ms-ind-reg', { ...msIndividual(), gResponse: await solvedCaptcha(app) });
    expect(response.json()).toMatchObject({ code: 0 });
    expect(await stored('MSIND')).toHaveLength(1);
    await app.mailWorker.drain();
    expect(await app.store.mailQueueCounts()).toMatchObject({ pending: 1, failed: 0 });
    const log = lines.join('');
    expect(log).toContain('mail not sent; will retry');
    expect(log).not.toContain('ada@example.com');
  });

  it('answers -2 on the email field for a second registration with the same email (any case)', async () => {
    await start();
    await post('/api/ms-ind-reg', { ...msIndividual(), gResponse: await solvedCaptcha(app) });
    const again = await post('/api/ms-ind-reg', {
      ...msIndividual('ADA@example.com'),
      gResponse: await solvedCaptcha(app),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      code: -2,
      message:
        'A registration with this email already exists. Please log in to view or change it. Registering a brother or sister? Please use their own email address.',
      field: 'email',
    });
    expect(await stored('MSIND')).toHaveLength(1);
  });

  it('joins a group with its right code, and answers -2 on groupCode for a wrong one (nothing stored)', async () => {
    await start();
    const groupId = await demoGroupId();
    const inGroup = (groupCode: string, email: string) => ({
      ...msIndividual(email),
      isInGroup: '1',
      groupId,
      groupCode,
    });
    const wrong = await post('/api/ms-ind-reg', {
      ...inGroup('rockets-2026', 'ada@example.com'),
      gResponse: await solvedCaptcha(app),
    });
    expect(wrong.json()).toEqual({
      code: -2,
      message: 'Group Code is not valid for this group.',
      field: 'groupCode',
    });
    const unknownGroup = await post('/api/ms-ind-reg', {
      ...inGroup(DEMO_GROUP.groupCode, 'ada@example.com'),
      groupId: 'no-such-group',
      gResponse: await solvedCaptcha(app),
    });
    expect(unknownGroup.json()).toMatchObject({ code: -2, field: 'groupCode' });
    expect(await stored('MSIND')).toHaveLength(0);
    const right = await post('/api/ms-ind-reg', {
      ...inGroup(DEMO_GROUP.groupCode, 'ada@example.com'),
      gResponse: await solvedCaptcha(app),
    });
    expect(right.json()).toMatchObject({ code: 0 });
    const [ada] = await stored('MSIND');
    expect(ada!.data).toMatchObject({ groupId, groupCode: DEMO_GROUP.groupCode });
    // The confirmation says which group the student joined, and whose: a family sees it is the right one.
    // The name is read for the mail, never stored (it is the group's to change).
    expect(ada!.data).not.toHaveProperty('joinedGroup');
    const confirmation = (await mails()).find((mail) => String(mail.headers.get('to')).startsWith('ada@'));
    expect(textOf(confirmation!)).toContain('Ada is in the group “Demo Group”, led by Demo Leader.');
  });

  it('refuses with -1 (HTTP 403) and stores nothing while the switch is closed', async () => {
    await start({ settings: { ...SEEDED_SETTINGS, msIndividualOpen: false, hsIndividualOpen: false } });
    for (const [url, body] of [
      ['/api/ms-ind-reg', msIndividual()],
      ['/api/hs-ind-reg', hsIndividual()],
    ] as const) {
      expectRefusal(await post(url, { ...body, gResponse: await solvedCaptcha(app) }), CLOSED);
    }
    expect(await stored('MSIND')).toHaveLength(0);
    expect(await stored('HSIND')).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it('treats the switch as closed when the CMS is down and nothing is known', async () => {
    await start({ cmsDown: true });
    const response = await post('/api/ms-ind-reg', { ...msIndividual(), gResponse: await solvedCaptcha(app) });
    expect(response.json()).toMatchObject({ code: -1 });
    expect(await stored('MSIND')).toHaveLength(0);
  });

  it('answers -4 for a missing, invalid or replayed captcha, and stores nothing (SECURITY 16)', async () => {
    await start();
    const expectMinus4 = async (url: string, body: object) => expectRefusal(await post(url, body), CAPTCHA_FAILED);
    await expectMinus4('/api/ms-ind-reg', msIndividual());
    await expectMinus4('/api/hs-ind-reg', { ...hsIndividual(), gResponse: '' });
    await expectMinus4('/api/ms-ind-reg', { ...msIndividual(), gResponse: 'bm90IGEgc29sdXRpb24=' });
    // A token that is not even a string does not fit the schema: a 400 naming the captcha field.
    const operator = await post('/api/ms-ind-reg', { ...msIndividual(), gResponse: { $ne: '' } });
    expect(operator.statusCode).toBe(400);
    expect(operator.json().issues).toEqual([{ field: 'gResponse', message: 'Please verify using reCAPTCHA.' }]);
    const token = await solvedCaptcha(app);
    expect((await post('/api/hs-ind-reg', { ...hsIndividual(), gResponse: token })).json().code).toBe(0);
    await expectMinus4('/api/ms-ind-reg', { ...msIndividual('other@example.com'), gResponse: token });
    expect(await stored('MSIND')).toHaveLength(0);
    expect(await stored('HSIND')).toHaveLength(1);
  });

  it('answers 400 naming the fields, never echoing values, for an invalid form (SECURITY 18)', async () => {
    await start();
    const canary = 'CANARY-7f3a9c';
    const response = await post('/api/ms-ind-reg', {
      ...msIndividual(),
      email: `${canary}-not-an-email`,
      gradeLevelId: canary,
      gResponse: await solvedCaptcha(app),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      issues: expect.arrayContaining([{ field: 'email', message: 'Address is not valid' }]),
    });
    expect(response.body).not.toContain(canary);
    expect(await stored('MSIND')).toHaveLength(0);
  });

  it.each([
    ['an invisible first name', { firstName: '\u200B' }, 'firstName', 'This field is required'],
    ['a NUL in a name', { lastName: 'Love\u0000lace' }, 'lastName', 'Please remove unsupported characters'],
    [
      'a phone that is no phone number',
      { parentGuardian: { ...msIndividual().parentGuardian, phoneNumber: 'abc' } },
      'parentGuardian.phoneNumber',
      NON_SPEC_MESSAGES.phone,
    ],
  ])('answers 400 naming the field for %s, storing nothing (SECURITY 27)', async (_, change, field, message) => {
    await start();
    const response = await post('/api/ms-ind-reg', {
      ...msIndividual(),
      ...change,
      gResponse: await solvedCaptcha(app),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_FAILED', issues: [{ field, message }] });
    expect(await stored('MSIND')).toHaveLength(0);
  });

  it('stores names NFC-normalised (SECURITY 27)', async () => {
    await start();
    const response = await post('/api/ms-ind-reg', {
      ...msIndividual(),
      firstName: ' Zoe\u0308 ',
      gResponse: await solvedCaptcha(app),
    });
    const registration = await app.store.get(response.json().data.regId);
    expect(registration!.data.firstName).toBe('Zo\u00EB');
  });

  it('does not store extra keys such as status, ownerEmail or regId (SECURITY 1)', async () => {
    await start();
    const response = await post('/api/ms-ind-reg', {
      ...msIndividual(),
      status: 'approved',
      ownerEmail: 'attacker@example.com',
      regId: 'chosen-id',
      gResponse: await solvedCaptcha(app),
    });
    const { regId } = response.json().data;
    expect(regId).not.toBe('chosen-id');
    const registration = (await app.store.get(regId))!;
    expect(registration.email).toBe('ada@example.com');
    for (const key of ['status', 'ownerEmail', 'regId', 'gResponse']) expect(registration.data).not.toHaveProperty(key);
    expect(await app.store.listByOwner('attacker@example.com')).toEqual([]);
  });

  it('creates exactly one of 50 identical parallel submissions; the rest get -2 (SECURITY 6)', async () => {
    await start({ env: { RATE_LIMIT_CREATES: '100/1m' } });
    const tokens = await Promise.all(Array.from({ length: 50 }, () => solvedCaptcha(app)));
    const answers = await Promise.all(
      tokens.map((gResponse) => post('/api/ms-ind-reg', { ...msIndividual(), gResponse })),
    );
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === -2)).toHaveLength(49);
    expect(await stored('MSIND')).toHaveLength(1);
  });

  it('shares the creates limit between the create routes → 429 (SECURITY 15)', async () => {
    await start({ env: { RATE_LIMIT_CREATES: '2/1m' } });
    expect((await post('/api/ms-ind-reg', msIndividual())).statusCode).toBe(400);
    expect((await post('/api/hs-ind-reg', hsIndividual())).statusCode).toBe(400);
    const refused = await post('/api/hs-day-of-consent', dayOfConsent('HSDAYOFCONSENT'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(await stored('HSDAYOFCONSENT')).toHaveLength(0);
  });
});

describe('POST /api/verify-group-code and GET /api/middle-school-groups', () => {
  it('answers 0 for the right code and -2 with the message for a wrong, differently cased or unknown one', async () => {
    await start();
    const groupId = await demoGroupId();
    expect((await post('/api/verify-group-code', { groupId, groupCode: DEMO_GROUP.groupCode })).json()).toEqual({
      code: 0,
      message: '',
    });
    expect(
      (await post('/api/verify-group-code', { groupId, groupCode: `  ${DEMO_GROUP.groupCode} ` })).json().code,
    ).toBe(0);
    for (const attempt of [
      { groupId, groupCode: DEMO_GROUP.groupCode.toUpperCase() },
      { groupId, groupCode: 'x' },
      { groupId: 'unknown-group', groupCode: DEMO_GROUP.groupCode },
      // A code of digits sent as a JSON number is checked as its text, as a registration's answers are.
      { groupId, groupCode: 12345 },
    ]) {
      const response = await post('/api/verify-group-code', attempt);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: -2,
        message: 'Group Code is not valid for this group.',
        field: 'groupCode',
      });
    }
  });

  it('does not take an MSIND id for a group', async () => {
    await start();
    const created = await post('/api/ms-ind-reg', { ...msIndividual(), gResponse: await solvedCaptcha(app) });
    const response = await post('/api/verify-group-code', { groupId: created.json().data.regId, groupCode: '' });
    expect(response.statusCode).toBe(400);
    const guess = await post('/api/verify-group-code', { groupId: created.json().data.regId, groupCode: 'Ada' });
    expect(guess.json().code).toBe(-2);
  });

  it('answers 400 for a missing field or an operator payload (SECURITY 2)', async () => {
    await start();
    const groupId = await demoGroupId();
    for (const body of [{ groupId }, { groupId, groupCode: { $ne: '' } }, { groupId: { $gt: '' }, groupCode: 'x' }]) {
      const response = await post('/api/verify-group-code', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
    }
  });

  it('limits group-code checks → 429 (SECURITY 15)', async () => {
    await start({ env: { RATE_LIMIT_GROUP_CODE: '3/1m' } });
    const groupId = await demoGroupId();
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/verify-group-code', { groupId, groupCode: `guess-${i}` })).statusCode).toBe(200);
    }
    const refused = await post('/api/verify-group-code', { groupId, groupCode: DEMO_GROUP.groupCode });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
  });

  it('lists the groups as { id, groupName }, never their codes', async () => {
    await start();
    const response = await app.inject('/api/middle-school-groups');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      message: '',
      data: [{ id: await demoGroupId(), groupName: 'Demo Group' }],
    });
    expect(response.body).not.toContain(DEMO_GROUP.groupCode);
    expect((await app.inject('/api/middle-school-groups?id[$ne]=x')).statusCode).toBe(400);
  });

  it('seeds the demo group only when SEED_DEMO_GROUPS=true, once, and never in production', async () => {
    await start({ env: { SEED_DEMO_GROUPS: 'false' } });
    expect((await app.inject('/api/middle-school-groups')).json().data).toEqual([]);
    await app.close();
    await start();
    await app.close();
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: 'k'.repeat(32), SEED_DEMO_GROUPS: 'true' }),
    ).toThrow(/SEED_DEMO_GROUPS must not be true in production/);
    expect(loadConfig({})).toMatchObject({ seedDemoGroups: false, publicSiteUrl: 'http://localhost:8080' });
    // Seeding twice into the same store keeps one group.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-seed-'));
    const { buildApp } = await import('../app.ts');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SQLITE_PATH: path.join(dir, 'r.sqlite'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      CMS_URL: 'http://127.0.0.1:9',
      SEED_DEMO_GROUPS: 'true',
    });
    for (let i = 0; i < 2; i++) {
      app = await buildApp(config);
      await app.ready();
      expect(await stored('MSGROUP')).toHaveLength(1);
      await app.close();
    }
    fs.rmSync(dir, { recursive: true, force: true });
    await start();
  });
});

describe('POST /api/hs-day-of-consent and /api/ms-day-of-consent', () => {
  it('stores each confirmed consent under its regType, owned by the student email, without extra keys, and mails its level’s day to no one unasked', async () => {
    await start();
    await post('/api/hs-ind-reg', { ...hsIndividual('ada@example.com'), gResponse: await solvedCaptcha(app) });
    await post('/api/ms-ind-reg', { ...msIndividual('ada@example.com'), gResponse: await solvedCaptcha(app) });
    for (const regType of ['HSDAYOFCONSENT', 'MSDAYOFCONSENT'] as const) {
      const url = regType === 'HSDAYOFCONSENT' ? '/api/hs-day-of-consent' : '/api/ms-day-of-consent';
      const response = await post(url, {
        ...dayOfConsent(regType, ' Ada@Example.com'),
        status: 'approved',
        ownerEmail: 'x@example.com',
        gResponse: await solvedCaptcha(app),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 0, message: '' });
      const request = confirmationRequests(await mails()).at(-1)!;
      expect((await confirm(app, tokenOf(request))).json()).toMatchObject({ code: 0, data: { regType } });
      const [registration] = await stored(regType);
      expect(registration).toMatchObject({ email: 'ada@example.com', data: { regType, email: 'ada@example.com' } });
      expect(Object.keys(registration!.data).sort()).toEqual([
        'consentRecords',
        'email',
        'regType',
        'stemDayConsent',
        'studentRegId',
      ]);
    }
  });

  it('refuses the other kind’s payload and a missing consent with 400', async () => {
    await start();
    const { stemDayConsent: _consent, ...noConsent } = dayOfConsent('HSDAYOFCONSENT');
    for (const body of [dayOfConsent('MSDAYOFCONSENT'), noConsent]) {
      const response = await post('/api/hs-day-of-consent', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
    }
    expect(await stored('HSDAYOFCONSENT')).toHaveLength(0);
    expect(await stored('MSDAYOFCONSENT')).toHaveLength(0);
  });
});

const WRITE_ROUTES = [
  { url: '/api/ms-ind-reg', valid: () => msIndividual(), schema: MsIndividualSchema, captcha: true, regType: 'MSIND' },
  { url: '/api/hs-ind-reg', valid: () => hsIndividual(), schema: HsIndividualSchema, captcha: true, regType: 'HSIND' },
  { url: '/api/ms-group-reg', valid: () => msGroup(), schema: MsGroupSchema, captcha: true, regType: 'MSGROUP' },
  {
    url: '/api/hs-chaperone-reg',
    valid: () => hsChaperone(),
    schema: HsChaperoneSchema,
    captcha: true,
    regType: 'HSCHAPERONE',
  },
  {
    url: '/api/company-reg',
    valid: () => companyRegistrationBody(),
    schema: CompanySchema,
    captcha: true,
    regType: 'COMPANY',
  },
  {
    url: '/api/hs-day-of-consent',
    valid: () => dayOfConsent('HSDAYOFCONSENT'),
    schema: HsDayOfConsentSchema,
    captcha: true,
    regType: 'HSDAYOFCONSENT',
  },
  {
    url: '/api/ms-day-of-consent',
    valid: () => dayOfConsent('MSDAYOFCONSENT'),
    schema: MsDayOfConsentSchema,
    captcha: true,
    regType: 'MSDAYOFCONSENT',
  },
  {
    url: '/api/day-of-consent/confirm',
    valid: () => ({ token: 'not-a-confirmation-token' }),
    schema: DayOfConsentConfirmBody,
    captcha: false,
  },
  {
    url: '/api/verify-group-code',
    valid: () => ({ groupId: 'g1', groupCode: 'x' }),
    schema: GroupCodeSchema,
    captcha: false,
    plainBody: true,
  },
  {
    url: '/api/send-question',
    valid: () => ({ who: 'Other', subject: 'other', email: 'asker@example.com', question: 'Where do we park?' }),
    schema: ContactQuestionSchema,
    captcha: true,
  },
] as const;

type WriteRoute = (typeof WRITE_ROUTES)[number];

describe('hostile requests on every write route', () => {
  // SECURITY.md item 26: these tests must fail when a route's schema is removed. A hostile body therefore
  // carries a freshly solved captcha (single-use) wherever the route asks for one, so that the captcha's own
  // 400 (-4) cannot stand in for the schema's, and no registration of any kind may be stored afterwards
  // (the demo group is not seeded, so the store starts empty).
  const HOSTILE_ENV = {
    SEED_DEMO_GROUPS: 'false',
    RATE_LIMIT_GENERAL: '100000/1m',
    RATE_LIMIT_CREATES: '100000/1m',
    RATE_LIMIT_GROUP_CODE: '100000/1m',
    RATE_LIMIT_CONTACT: '100000/1m',
  };

  const isPlainObject = (value: unknown): value is Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value);

  /** `body` with a solved captcha token when the route asks for one and the body can carry it. */
  const withCaptcha = async (route: WriteRoute, body: unknown) =>
    route.captcha && isPlainObject(body) ? { ...body, gResponse: await solvedCaptcha(app) } : body;

  const postJson = (url: string, json: string) =>
    app.inject({ method: 'POST', url, payload: json, headers: { 'content-type': 'application/json' } });

  /**
   * The schema's refusal: a 400 VALIDATION_FAILED with its issues (and SPEC's -2 on the first), not a
   * captcha -4 nor any registration answer.
   */
  function expectSchemaRefusal(response: Awaited<ReturnType<typeof postJson>>, label: string) {
    expect(response.statusCode, label).toBe(400);
    expect(response.json(), label).toMatchObject({ error: 'VALIDATION_FAILED', issues: expect.any(Array) });
    expect(response.json().code ?? ANSWER_CODES.field, label).toBe(ANSWER_CODES.field);
  }

  /** The body as a registration route reads it before its schema (spec-body.ts); others take it as sent. */
  const asRead = (route: WriteRoute, payload: unknown) => {
    const body = structuredClone(payload);
    if ('regType' in route) readSpecBody(body, apiKindOf(route.regType)!);
    else if ('plainBody' in route) readPlainBody(body);
    else return payload;
    return body;
  };

  async function expectNothingStored() {
    for (const regType of REG_TYPES) expect(await stored(regType), regType).toEqual([]);
  }

  it('answers 400 for operator payloads in the body or the query, storing nothing (SECURITY 2)', async () => {
    await start({ env: HOSTILE_ENV });
    for (const route of WRITE_ROUTES) {
      const valid = route.valid() as Record<string, unknown>;
      // Every field of the form in turn, and a nested one, holds an operator object.
      const operators = [{ $ne: '' }, { $regex: '.*' }, { $where: 'sleep(1000)' }, { $in: ['x'] }];
      const payloads = Object.keys(valid).map((key, i) => ({ ...valid, [key]: operators[i % operators.length] }));
      if ('stemDayConsent' in valid) {
        payloads.push({ ...valid, stemDayConsent: { ...(valid.stemDayConsent as object), date: { $gt: '' } } });
      }
      for (const payload of payloads) {
        const response = await post(route.url, await withCaptcha(route, payload));
        expectSchemaRefusal(response, `${route.url} ${JSON.stringify(payload)}`);
      }
      const query = await app.inject({
        method: 'POST',
        url: `${route.url}?id[$ne]=x`,
        payload: (await withCaptcha(route, valid)) as object,
      });
      expectSchemaRefusal(query, `${route.url}?id[$ne]=x`);
    }
    await expectNothingStored();
  });

  it('answers 400 for prototype-pollution bodies, storing nothing (SECURITY 3)', async () => {
    await start({ env: HOSTILE_ENV });
    for (const route of WRITE_ROUTES) {
      for (const hostile of ['"__proto__":{"isAdmin":true}', '"constructor":{"prototype":{"isAdmin":true}}']) {
        const json = JSON.stringify(await withCaptcha(route, route.valid()));
        const response = await postJson(route.url, `${json.slice(0, -1)},${hostile}}`);
        // Refused by the JSON parser (Fastify's secure-json-parse), before the schema and the captcha.
        expect(response.statusCode, `${route.url} ${hostile}`).toBe(400);
        expect(response.json(), route.url).toMatchObject({ error: expect.stringMatching(/^FST_ERR_CTP_/) });
      }
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    await expectNothingStored();
  });

  it('answers 413 past 128 KiB and 415 for anything but JSON, storing nothing (SECURITY 4)', async () => {
    await start({ env: HOSTILE_ENV });
    for (const route of WRITE_ROUTES) {
      const big = { ...((await withCaptcha(route, route.valid())) as object), padding: 'x'.repeat(130 * 1024) };
      expect((await post(route.url, big)).statusCode, route.url).toBe(413);
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'text/xml']) {
        const response = await app.inject({
          method: 'POST',
          url: route.url,
          payload: JSON.stringify(await withCaptcha(route, route.valid())),
          headers: { 'content-type': type },
        });
        expect(response.statusCode, `${route.url} ${type}`).toBe(415);
      }
    }
    await expectNothingStored();
  });

  it('refuses every fuzzed invalid body with the schema’s 400 and stores nothing (SECURITY 5)', async () => {
    await start({ env: HOSTILE_ENV });
    const fc = (await import('fast-check')).default;
    for (const route of WRITE_ROUTES) {
      const valid = route.valid() as Record<string, unknown>;
      const keys = Object.keys(valid);
      // Random JSON, and the valid form with one field replaced by random JSON or dropped; only bodies the
      // shared schema refuses (with any captcha token), since a field replaced by chance may still be valid.
      // Bodies with a `__proto__` or `constructor` key are the JSON parser's to refuse (item 3, above).
      const refusedBySchema = (payload: unknown) =>
        !/"(__proto__|constructor)":/.test(JSON.stringify(payload)) &&
        !v.safeParse(
          route.schema,
          asRead(route, route.captcha && isPlainObject(payload) ? { ...payload, gResponse: 't' } : payload),
        ).success;
      const body = fc
        .oneof(
          fc.jsonValue(),
          fc.record({ key: fc.constantFrom(...keys), value: fc.jsonValue() }).map(({ key, value }) => ({
            ...valid,
            [key]: value,
          })),
          fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))),
        )
        .filter(refusedBySchema)
        // Keys that could poison a prototype never reach the schema: Fastify's JSON parser refuses them
        // first (FST_ERR_CTP_INVALID_JSON_BODY), which is SECURITY 3's test, not this one.
        .filter((payload) => !/"(?:__proto__|constructor)"\s*:/.test(JSON.stringify(payload)));
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const response = await postJson(route.url, JSON.stringify(await withCaptcha(route, payload)));
          expectSchemaRefusal(response, `${route.url} ${JSON.stringify(payload)}`);
          await expectNothingStored();
        }),
        // Small: each run of a captcha route solves a challenge (about 10 ms at the test cost).
        { numRuns: 60 },
      );
    }
  });

  it('keeps canary values out of the log, for stored, refused and failed requests (SECURITY 19)', async () => {
    const lines: string[] = [];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-log-canary-'));
    onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'registrations.sqlite');
    await start({
      env: { LOG_LEVEL: 'trace', SQLITE_PATH: file, SQLITE_BUSY_WAIT_MS: '200' },
      logStream: { write: (line) => lines.push(line) },
    });
    const canary = 'canary5e1d';
    const withCanary = (email: string) => ({
      ...msIndividual(email),
      firstName: `Ada${canary}`,
      parentGuardian: { ...msIndividual().parentGuardian, phoneNumber: '330-555-0142', lastName: `Hop${canary}` },
    });
    expect(
      (
        await post('/api/ms-ind-reg', { ...withCanary(`${canary}@example.com`), gResponse: await solvedCaptcha(app) })
      ).json().code,
    ).toBe(0);
    await post('/api/ms-ind-reg', { ...withCanary(`${canary}@example.com`), gResponse: await solvedCaptcha(app) });
    // Refused by the schema (with a solved captcha, so not by the captcha).
    await post('/api/ms-ind-reg', {
      ...withCanary(`${canary}@example.com`),
      gradeLevelId: canary,
      gResponse: await solvedCaptcha(app),
    });
    // A day-of consent for the canary's registration: its confirmation request is mailed to the canary parent.
    await post('/api/ms-day-of-consent', {
      ...dayOfConsent('MSDAYOFCONSENT', `${canary}@example.com`),
      gResponse: await solvedCaptcha(app),
    });
    const group = { ...msGroup(`${canary}@example.com`, `Group ${canary}`), groupCode: `Code-${canary}` };
    expect((await post('/api/ms-group-reg', { ...group, gResponse: await solvedCaptcha(app) })).json().code).toBe(0);
    // The same name again: -3.
    await post('/api/ms-group-reg', {
      ...group,
      email: 'x@example.com',
      confirmEmail: 'x@example.com',
      gResponse: await solvedCaptcha(app),
    });
    await post('/api/verify-group-code', { groupId: await demoGroupId(), groupCode: canary });
    // A store that cannot write (another connection holds the file's write lock): the request fails, 503.
    const captcha = await solvedCaptcha(app);
    const blocker = new Database(file);
    try {
      blocker.exec('BEGIN IMMEDIATE');
      const failed = await post('/api/hs-ind-reg', { ...hsIndividual(`${canary}x@example.com`), gResponse: captcha });
      expect(failed.statusCode).toBe(503);
    } finally {
      blocker.close();
    }
    const log = lines.join('');
    expect(log).toContain('request completed');
    expect(log.toLowerCase()).not.toContain(canary);
    expect(log).not.toContain('330-555-0142');
    expect(log).not.toContain(DEMO_GROUP.groupCode);
  });
});
