import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { SqliteRegistrationStore } from '../src/store/sqlite-registration-store.ts';
import { identity } from '../src/test-support/sign-in.ts';
import { STAFF_BENCH_REGISTRATIONS } from './bench-process.ts';
import { STAFF_CMS } from '../src/test-support/staff-fixtures.ts';
import { cmsWithEvents, msIndividual } from '../src/test-support/student-fixtures.ts';
import { eventReminderDeps } from '../src/plugins/event-reminder-job.ts';
import { runEventReminders } from '../src/reminders/event-reminders.ts';
import type { FetchLike } from '../src/cms/cms-reader.ts';

const DAY_MS = 24 * 3600 * 1000;
/**
 * The reminder bench's clock: the job runs two days from now at 15:00 UTC (10:00 or 11:00 in New York, and
 * more than a day after the seeded registrations), for a middle school day two days later.
 */
const runAt = new Date(`${new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10)}T15:00:00Z`);
const REMINDER_BENCH = { runAt, eventDate: new Date(runAt.getTime() + 2 * DAY_MS).toISOString().slice(0, 10) };

/** The CMS stand-in with the middle school day moved to `eventDate`. */
function middleSchoolDayOn(eventDate: string, fetch: FetchLike): FetchLike {
  return async (url, init) => {
    const answer = await fetch(url, init);
    if (!new URL(url).pathname.startsWith('/api/events')) return answer;
    const body = (await answer.json()) as { data: Array<{ slug: string; eventDate: string }> };
    for (const event of body.data) if (event.slug === 'middle-school') event.eventDate = eventDate;
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
}

const BENCH_STAFF = 'bench.coordinator@example.org';

/**
 * Middle school registrations as the form stores them (each its own name and email), through the store's
 * own insert: what 10,000 registrants would have left.
 */
async function seedStudents(app: FastifyInstance, count: number) {
  const { confirmEmail: _confirm, ...student } = msIndividual();
  for (let i = 0; i < count; i++) {
    const email = `student${i}@bench.example.org`;
    await app.store.insert({
      regType: 'MSIND',
      email,
      data: {
        ...student,
        email,
        firstName: `Student${i}`,
        lastName: `Benchmark ${i % 97}`,
        lunchId: String((i % 3) + 1),
      },
    });
  }
}

/**
 * One server for create-throughput.ts and upload-throughput.ts, in its own process so that the load
 * generator does not share its event loop (and the server's memory can be read on its own).
 *   node bench-server.ts app <dir>    the real registration API (captcha, switches, schema, store, mail)
 *   node bench-server.ts bare <dir>   bare Fastify routes, the floors to compare with: one store insert, and
 *                                     one multipart file piped to <dir>/bare-upload
 *   node bench-server.ts files <dir>  the real API with 10 company registrations to upload logos to
 *   node bench-server.ts staff <dir>  the real API with 10,000 middle school registrations and a staff token
 *   node bench-server.ts reminders <dir>  the same 10,000; SIGUSR2 runs the reminder job once, two days before
 *                                     the middle school day, and prints `{"queued":N,"seconds":S}`
 * All keep SQLite in <dir>/registrations.sqlite (files in <dir>/files); the app writes its mail to
 * <dir>/outbox. Prints `{"port":N}` once listening (files: also `uploads`, each registration's regId and
 * upload grant) and closes cleanly on SIGTERM, so the store can be counted afterwards.
 */
const [mode, dir] = process.argv.slice(2);
if (!['app', 'bare', 'files', 'staff', 'reminders'].includes(mode ?? '') || !dir) {
  console.error('usage: bench-server.ts app|bare|files|staff|reminders <dir>');
  process.exit(2);
}
const sqlitePath = path.join(dir, 'registrations.sqlite');

let server: FastifyInstance;
let uploads: Array<{ regId: string; grant: string }> | undefined;
let staffToken: string | undefined;
if (mode === 'app' || mode === 'files' || mode === 'staff' || mode === 'reminders') {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    SQLITE_PATH: sqlitePath,
    OUTBOX_DIR: path.join(dir, 'outbox'),
    // The CMS is the stand-in (every switch open, events for the .ics): this measures the API, not Strapi.
    CMS_URL: 'http://127.0.0.1:9',
    // The cheapest proof of work: the bench measures verifying, which costs the same at any difficulty.
    ALTCHA_COST: '1',
    ALTCHA_COUNTER_MAX: '2',
    // Every request comes from 127.0.0.1; production limits would turn the run into a 429 benchmark.
    RATE_LIMIT_GENERAL: '9999999/1s',
    RATE_LIMIT_CREATES: '9999999/1s',
    RATE_LIMIT_UPLOADS: '9999999/1s',
    STAFF_EMAILS: BENCH_STAFF,
    RETENTION_JOB_HOURS: '0',
    // The crash bench restarts the API after a SIGKILL: what the dead process had claimed is free this soon.
    MAIL_LEASE_MS: process.env.BENCH_MAIL_LEASE_MS ?? '300000',
  });
  const cms = cmsWithEvents(undefined, STAFF_CMS).fetch;
  server = await buildApp(config, {
    cmsFetch: mode === 'reminders' ? middleSchoolDayOn(REMINDER_BENCH.eventDate, cms) : cms,
  });
  if (mode === 'files') {
    await server.ready();
    uploads = [];
    for (let i = 0; i < 10; i++) {
      const email = `bench.company${i}@example.org`;
      const { regId } = await server.store.insert({ regType: 'COMPANY', email, data: { companyName: `Co ${i}` } });
      uploads.push({ regId, grant: server.auth.uploadGrants.issue(regId) });
    }
  }
  if (mode === 'reminders') {
    await server.ready();
    await seedStudents(server, STAFF_BENCH_REGISTRATIONS);
    // SIGUSR2 runs the reminder job once, as two days before the day, and prints what it queued.
    process.on('SIGUSR2', () => {
      const started = performance.now();
      void runEventReminders({
        ...eventReminderDeps(server, { daysBefore: 3, publicSiteUrl: config.publicSiteUrl }),
        now: () => REMINDER_BENCH.runAt,
      }).then((queued) => console.log(JSON.stringify({ queued, seconds: (performance.now() - started) / 1000 })));
    });
  }
  if (mode === 'staff') {
    await server.ready();
    await seedStudents(server, STAFF_BENCH_REGISTRATIONS);
    const { session } = await server.auth.sessions.open(identity(BENCH_STAFF));
    staffToken = server.auth.sessions.accessToken(session);
  }
} else {
  const store = new SqliteRegistrationStore(sqlitePath);
  server = Fastify({ logger: false, bodyLimit: 128 * 1024 });
  server.post<{ Body: { email: string } }>('/api/bare-insert', async (request) => {
    const stored = await store.insert({ regType: 'MSIND', email: request.body.email, data: request.body });
    return { code: 0, regId: stored.regId };
  });
  server.addHook('onClose', () => store.close());
  await server.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: 25 * 1024 * 1024, files: 1 } });
    uploads.post('/api/bare-upload', async (request) => {
      const file = await request.file();
      if (!file) throw new Error('no file');
      await pipeline(file.file, fs.createWriteStream(path.join(dir, 'bare-upload')));
      return { code: 0 };
    });
  });
}

await server.listen({ host: '127.0.0.1', port: 0 });
const address = server.server.address();
if (!address || typeof address === 'string') throw new Error('bench server: no TCP address');
console.log(
  JSON.stringify({ port: address.port, ...(uploads ? { uploads } : {}), ...(staffToken ? { staffToken } : {}) }),
);

process.once('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
