import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { UPLOAD_GRANT_HEADER, type DataRetention } from '@stem/shared';
import type { Registration } from '../store/registration-store.ts';
import { companyRegistrationBody } from '../test-support/company-fixtures.ts';
import { multipartBody, png } from '../test-support/file-fixtures.ts';
import { COORDINATOR, headersOf, personalValuesOf, STAFF_CMS, startStaffApp } from '../test-support/staff-fixtures.ts';
import { registrationsAwaitingConfirmation } from '../consents/pending-consents.ts';
import { fileAndConfirmDayOfConsent, fileDayOfConsent } from '../test-support/day-of-consent-fixtures.ts';
import { readOutbox } from '../test-support/registration-test-app.ts';
import { hsChaperone, msIndividual, solvedCaptcha } from '../test-support/student-fixtures.ts';
import { addMonths, expiryOf, runRetention, type RetentionDeps } from './retention.ts';
import { deleteMailsAbout } from './registration-mails.ts';

let app: FastifyInstance;
let dir: string;
afterEach(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Chaperones six months, everything else the default year. */
const RETENTION: DataRetention = { defaultMonths: 12, periods: [{ regType: 'HSCHAPERONE', months: 6 }] };
const DAY = 24 * 3600 * 1000;

/** `retention` null: the CMS has no retention periods published. */
async function start(retention: DataRetention | null = RETENTION) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-retention-'));
  ({ app } = await startStaffApp({
    cmsContent: { retention: retention ?? undefined },
    env: {
      SQLITE_PATH: path.join(dir, 'registrations.sqlite'),
      FILES_DIR: path.join(dir, 'files'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      RATE_LIMIT_CREATES: '100/1m',
    },
  }));
}

const outbox = () => path.join(dir, 'outbox');
const deps = (): RetentionDeps => ({
  store: app.store,
  files: app.attachments,
  cms: app.cms,
  log: app.log,
  deleteMails: (erased) => deleteMailsAbout(outbox(), erased),
});

async function create(url: string, payload: object) {
  const answer = await app.inject({
    method: 'POST',
    url,
    payload: { ...payload, gResponse: await solvedCaptcha(app) },
  });
  expect(answer.json().code, answer.body).toBe(0);
  return answer.json().data as { regId: string; uploadGrant?: string };
}

/** A company with its logo, a student with a day-of consent, a chaperone: made today through the API. */
async function registerEveryone() {
  const company = await create('/api/company-reg', companyRegistrationBody('katherine@example.com'));
  const logo = multipartBody([
    { name: 'regId', value: company.regId },
    { name: 'attachmentType', value: 'COMPANYLOGO' },
    { name: 'file', filename: 'wingfoot-labs-logo.png', content: png(8, 8), type: 'image/png' },
  ]);
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...logo.headers, [UPLOAD_GRANT_HEADER]: company.uploadGrant! },
    payload: logo.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const student = await create('/api/ms-ind-reg', msIndividual('ada@example.com'));
  // Filed on the public form and confirmed from the parent's mail, as a day-of consent comes to count.
  const mails = async () => {
    await app.mailWorker.drain();
    return readOutbox(outbox());
  };
  expect((await fileAndConfirmDayOfConsent(app, mails, 'MSDAYOFCONSENT', 'ada@example.com')).json()).toMatchObject({
    code: 0,
  });
  const consent = (await app.store.listByOwner('ada@example.com')).find((r) => r.regType === 'MSDAYOFCONSENT')!;
  const chaperone = await create('/api/hs-chaperone-reg', hsChaperone('katherine.j@example.com'));
  const stored = await Promise.all(
    [company, student, consent, chaperone].map(async ({ regId }) => (await app.store.get(regId))!),
  );
  return { company: stored[0]!, student: stored[1]!, consent: stored[2]!, chaperone: stored[3]! };
}

const outboxText = () =>
  fs.existsSync(outbox())
    ? fs
        .readdirSync(outbox())
        .map((file) => fs.readFileSync(path.join(outbox(), file), 'latin1'))
        .join('\n')
    : '';
const blobs = () => {
  const folder = path.join(dir, 'files', 'blobs');
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};
/** The store's files as bytes (database, log), as a copy of the disk would show them. */
const storeBytes = () =>
  ['', '-wal']
    .map((suffix) => path.join(dir, `registrations.sqlite${suffix}`))
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file).toString('latin1'))
    .join('');

/** The CMS's own words a registration may repeat (a lunch's or a state's name): the store keeps them anyway. */
const CMS_WORDS = new Set([
  ...(STAFF_CMS.catalog ?? []).map((item) => item.title),
  ...(STAFF_CMS.states ?? []).map((state) => state.title),
  ...(STAFF_CMS.tiers ?? []).map((tier) => tier.name),
]);

/** Values that are the registration's own (not another's of the test, not the CMS's). */
const ownValues = (registration: Registration, others: Registration[]) => {
  const shared = new Set(others.flatMap(personalValuesOf));
  return personalValuesOf(registration).filter(
    (value) => !shared.has(value) && !CMS_WORDS.has(value) && value.length >= 6,
  );
};

describe('the retention job', () => {
  it('deletes nothing made today, tomorrow: the seeded career days are past, the last change counts', async () => {
    await start();
    const { company } = await registerEveryone();
    const tomorrow = new Date(Date.now() + DAY);
    const { plan, deleted } = await runRetention(deps(), { now: tomorrow });
    expect(plan.complete).toBe(true);
    expect(plan.due).toEqual([]);
    expect(deleted).toEqual({});
    expect(await app.store.get(company.regId)).not.toBeNull();
    // A year after the last change (the career days are earlier), not a year after the career day.
    expect(plan.kinds.find((kind) => kind.regType === 'COMPANY')).toMatchObject({
      months: 12,
      stored: 1,
      due: 0,
      nextExpiry: addMonths(new Date(Date.parse(company.updatedAt)), 12)
        .toISOString()
        .slice(0, 10),
    });
  });

  it('says beforehand what it will delete, then deletes it with its files, consent and mails, leaving only the count in the audit log', async () => {
    await start();
    const everyone = await registerEveryone();
    const { company, student, consent, chaperone } = everyone;
    expect(blobs()).toHaveLength(1);
    await app.mailWorker.drain();
    expect(outboxText()).toContain('katherine@example.com');
    // A message about the student still waiting in the store's outbox goes with the registration too.
    await app.mailWorker.stop();
    await app.store.enqueueMails([
      {
        regId: student.regId,
        message: { to: [student.email], subject: 'Waiting', text: String(student.data.lastName) },
      },
    ]);

    // Seven months on, only the chaperones' six months have run out.
    const sevenMonths = addMonths(new Date(), 7);
    const early = await runRetention(deps(), { now: sevenMonths });
    expect(early.deleted).toEqual({ HSCHAPERONE: 1 });
    expect(await app.store.get(chaperone.regId)).toBeNull();
    expect(await app.store.get(student.regId)).not.toBeNull();

    // Thirteen months on: the dry run names what goes and deletes nothing.
    const later = addMonths(new Date(), 13);
    const dry = await runRetention(deps(), { now: later, dryRun: true });
    expect(dry.deleted).toEqual({});
    expect(dry.plan.due.map((due) => [due.regType, due.regId])).toEqual(
      expect.arrayContaining([
        ['COMPANY', company.regId],
        ['MSIND', student.regId],
        ['MSDAYOFCONSENT', consent.regId],
      ]),
    );
    expect(dry.plan.due).toHaveLength(3);
    expect(await app.store.get(company.regId)).not.toBeNull();
    expect(blobs()).toHaveLength(1);

    const run = await runRetention(deps(), { now: later });
    expect(run.deleted).toEqual({ COMPANY: 1, MSIND: 1, MSDAYOFCONSENT: 1 });

    // Nothing of them is left: not in the store (nor in its files' bytes), the file store or the outbox.
    for (const registration of Object.values(everyone)) {
      expect(await app.store.get(registration.regId)).toBeNull();
      expect(await app.attachments.fieldsOf(registration)).not.toEqual({ companyLogo: 'wingfoot-labs-logo.png' });
    }
    for (const regType of ['COMPANY', 'MSIND', 'MSDAYOFCONSENT', 'HSCHAPERONE'] as const) {
      expect(await app.store.listByType(regType)).toEqual([]);
    }
    expect(blobs()).toEqual([]);
    expect(await app.store.mailQueueCounts()).toMatchObject({ pending: 0, failed: 0 });
    const bytes = storeBytes();
    const mail = outboxText();
    for (const registration of Object.values(everyone)) {
      const others = Object.values(everyone).filter((other) => other !== registration);
      for (const value of ownValues(registration, others)) {
        expect(bytes, value).not.toContain(value);
        expect(mail, value).not.toContain(value);
      }
      expect(mail).not.toContain(registration.email);
    }

    // The audit log keeps that deletions happened, how many and of which kind, and nothing about whom.
    const audit = await app.store.listAudit(20);
    expect(audit.map((line) => [line.actor, line.action, line.target, line.count])).toEqual(
      expect.arrayContaining([
        ['retention job', 'retention-delete', 'HSCHAPERONE', 1],
        ['retention job', 'retention-delete', 'COMPANY', 1],
        ['retention job', 'retention-delete', 'MSIND', 1],
        ['retention job', 'retention-delete', 'MSDAYOFCONSENT', 1],
      ]),
    );
    expect(audit).toHaveLength(4);
    const logged = JSON.stringify(audit);
    for (const registration of Object.values(everyone)) {
      for (const value of personalValuesOf(registration)) expect(logged).not.toContain(value);
    }
  });

  it('deletes a day-of consent filed but never confirmed once its link has run out, and nothing of the registration', async () => {
    await start();
    const student = await create('/api/ms-ind-reg', msIndividual('ada@example.com'));
    // Filed on the public form; the parent never presses the mailed link.
    const signature = 'Grace Unconfirmed-Hopper';
    const filed = await fileDayOfConsent(app, 'MSDAYOFCONSENT', 'ada@example.com', {
      parentGuardianName: signature,
      parentGuardianElSignature: signature,
    });
    expect(filed.json()).toMatchObject({ code: 0 });
    await app.mailWorker.drain();
    expect(storeBytes()).toContain(signature);

    // While the link works (48 hours), the consent waits for the parent and the job leaves it.
    const tomorrow = new Date(Date.now() + DAY);
    expect((await runRetention(deps(), { now: tomorrow })).unconfirmedConsents).toBe(0);
    expect(await registrationsAwaitingConfirmation(app.store, tomorrow)).toContain(student.regId);

    // Once it has run out it can never count: the dry run says so, the run deletes it and its awaiting mark.
    const threeDays = new Date(Date.now() + 3 * DAY);
    expect((await runRetention(deps(), { now: threeDays, dryRun: true })).unconfirmedConsents).toBe(1);
    expect(storeBytes()).toContain(signature);
    const run = await runRetention(deps(), { now: threeDays });
    expect(run).toMatchObject({ deleted: {}, unconfirmedConsents: 1 });
    expect(await app.store.listSettings('day-of-consent/')).toEqual([]);
    expect(storeBytes()).not.toContain(signature);
    expect(await app.store.get(student.regId)).not.toBeNull();
    expect((await runRetention(deps(), { now: threeDays })).unconfirmedConsents).toBe(0);

    const audit = await app.store.listAudit(20);
    expect(audit.map((line) => [line.actor, line.action, line.target, line.count])).toEqual([
      ['retention job', 'retention-delete', 'unconfirmed day-of consents', 1],
    ]);
  });

  it('deletes nothing while the CMS has never given the periods', async () => {
    await start(null);
    const { student } = await registerEveryone();
    const { plan, deleted } = await runRetention(deps(), { now: addMonths(new Date(), 60) });
    expect(plan.complete).toBe(false);
    expect(plan.due).toEqual([]);
    expect(deleted).toEqual({});
    expect(await app.store.get(student.regId)).not.toBeNull();
  });

  it('counts from the career day when it is later than the last change', () => {
    const registration = {
      regId: 'r',
      regType: 'MSIND',
      email: 'a@example.org',
      data: {},
      memberStatus: null,
      invoice: null,
      createdAt: '2026-01-10T12:00:00.000Z',
      updatedAt: '2026-01-10T12:00:00.000Z',
    } satisfies Registration;
    const days = new Map([
      ['middle-school', '2026-04-25'],
      ['high-school', null],
    ] as const);
    expect(expiryOf(registration, 12, days)?.toISOString()).toBe('2027-04-26T00:00:00.000Z');
    // Made two years before the day the CMS now gives: that is a later year's day, the last change counts.
    const older = { ...registration, createdAt: '2024-01-10T12:00:00.000Z', updatedAt: '2024-03-01T12:00:00.000Z' };
    expect(expiryOf(older, 12, days)?.toISOString()).toBe('2025-03-01T12:00:00.000Z');
    // A day the CMS never gave: kept.
    expect(expiryOf({ ...registration, regType: 'HSIND' }, 12, days)).toBeNull();
    // A leader's later status request is a change too.
    const marked = {
      ...registration,
      memberStatus: {
        status: 'pending-removal' as const,
        statusMessage: '',
        groupId: 'g',
        setAt: '2026-06-01T08:00:00.000Z',
      },
    };
    expect(expiryOf(marked, 12, days)?.toISOString()).toBe('2027-06-01T08:00:00.000Z');
    expect(addMonths(new Date('2026-01-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
});

describe('GET /api/staff/retention', () => {
  it('shows staff each kind’s period and what is due, and records the read', async () => {
    await start();
    await registerEveryone();
    const answer = await app.inject({ url: '/api/staff/retention', headers: await headersOf(app, COORDINATOR) });
    expect(answer.statusCode).toBe(200);
    const plan = answer.json().data;
    expect(plan.complete).toBe(true);
    expect(plan.kinds.find((kind: { regType: string }) => kind.regType === 'HSCHAPERONE')).toMatchObject({
      label: 'High school chaperone',
      months: 6,
      stored: 1,
      due: 0,
    });
    expect(await app.store.listAudit(1)).toEqual([
      expect.objectContaining({ actor: COORDINATOR, action: 'retention-plan', target: 'all', count: 0 }),
    ]);
  });
});
