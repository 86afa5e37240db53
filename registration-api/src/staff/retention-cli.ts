import fs from 'node:fs';
import path from 'node:path';
import { setVariables } from '@stem/shared/config/parse-environment';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config/env.ts';
import { deleteMailsAbout } from './registration-mails.ts';
import { RETENTION_JOB_ACTOR, runRetention } from './retention.ts';

/**
 * `npm run retention [-- --dry-run]`: the retention job from the command line, on the store, files and
 * outbox the environment names (the same variables as the API, with `npm start`'s DATA_DIR and CMS_PORT;
 * `.env` of the current folder is read when there is one). It prints, per kind, the months kept, how many
 * registrations are stored and how many are due, then each due registration (id, kind, the day it expired: never a name). With --dry-run it stops
 * there; without, it deletes them and says how many went.
 */
const args = process.argv.slice(2);
if (args.some((arg) => arg !== '--dry-run')) {
  console.error('usage: npm run retention [-- --dry-run]');
  process.exit(2);
}
const dryRun = args.includes('--dry-run');

if (fs.existsSync('.env')) process.loadEnvFile('.env');
// An empty value is unset, as `npm start` reads it; and where `npm start` keeps the store (DATA_DIR) and
// runs the CMS (CMS_PORT) is where this looks, unless SQLITE_PATH, OUTBOX_DIR or CMS_URL say otherwise.
const given = setVariables(process.env);
const dataDir = given.DATA_DIR ?? 'data';
const stackDefaults = {
  SQLITE_PATH: path.join(dataDir, 'registrations.sqlite'),
  OUTBOX_DIR: path.join(dataDir, 'outbox'),
  ...(given.CMS_PORT ? { CMS_URL: `http://127.0.0.1:${given.CMS_PORT}` } : {}),
};
let config;
try {
  // The command line is the run; the API process's own timer stays off here.
  config = loadConfig({ LOG_LEVEL: 'warn', ...stackDefaults, ...given, RETENTION_JOB_HOURS: '0' });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`retention: ${error.message}`);
  process.exit(1);
}

// The API's worker sends the queue: a retention run, even a dry one, sends nothing.
const app = await buildApp(config, { sendMail: false });
try {
  await app.ready();
  const { plan, deleted, unconfirmedConsents } = await runRetention(
    {
      store: app.store,
      files: app.attachments,
      cms: app.cms,
      log: app.log,
      deleteMails: (erased) => deleteMailsAbout(config.mail.outboxDir, erased),
    },
    { dryRun, actor: `${RETENTION_JOB_ACTOR} (command line)` },
  );
  console.log('Kept for (months after the later of the career day and the last change):');
  for (const kind of plan.kinds) {
    const months = kind.months === 0 ? 'unknown' : `${kind.months} months`;
    const next = kind.nextExpiry ? `, next expiry ${kind.nextExpiry}` : '';
    console.log(`  ${kind.label.padEnd(30)} ${months.padEnd(10)} ${kind.stored} stored, ${kind.due} due${next}`);
  }
  if (!plan.complete) {
    console.log('The CMS has not given the periods or a career day: the registrations concerned are kept.');
  }
  console.log(plan.due.length === 0 ? 'Nothing is due.' : `Due now (${plan.due.length}):`);
  for (const due of plan.due) console.log(`  ${due.regType.padEnd(16)} ${due.regId}  expired ${due.expiredOn}`);
  console.log(`Day-of consents filed but never confirmed, their link run out: ${unconfirmedConsents}.`);
  if (dryRun) {
    console.log('Dry run: nothing was deleted.');
  } else {
    const total = Object.values(deleted).reduce((sum, count) => sum + count, 0);
    console.log(`Deleted ${total} registration(s) with their files, day-of consents and mail copies,`);
    console.log(`and ${unconfirmedConsents} unconfirmed day-of consent(s).`);
  }
} finally {
  await app.close();
}
