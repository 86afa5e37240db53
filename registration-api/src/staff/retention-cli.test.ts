import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteRegistrationStore } from '../store/sqlite-registration-store.ts';
import { UNREACHABLE_CMS } from '../test-support/build-test-app.ts';
import { HS_EVENT, MS_EVENT } from '../test-support/student-fixtures.ts';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./retention-cli.ts', import.meta.url));

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * A store as the API leaves it: the CMS's last known periods and career days (the CLI runs with the CMS
 * down), an old registration whose year is over and one made today. The old one's times are set in the
 * file, as two years of waiting would.
 */
async function prepare() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-retention-cli-'));
  const file = path.join(dir, 'registrations.sqlite');
  const store = new SqliteRegistrationStore(file);
  await store.putSetting('cms:data-retention', { defaultMonths: 12, periods: [] });
  await store.putSetting('cms:event:middle-school', MS_EVENT);
  await store.putSetting('cms:event:high-school', HS_EVENT);
  const old = await store.insert({ regType: 'HSCHAPERONE', email: 'old@example.org', data: { firstName: 'Olde' } });
  const fresh = await store.insert({ regType: 'HSCHAPERONE', email: 'new@example.org', data: { firstName: 'Newt' } });
  // A confirmation the API has not sent yet: the API's worker sends it, not a retention run.
  await store.enqueueMails([{ regId: fresh.regId, message: { to: [fresh.email], subject: 'Waiting', text: 'Newt' } }]);
  await store.close();
  const db = new Database(file);
  db.prepare('UPDATE registrations SET created_at = ?, updated_at = ? WHERE reg_id = ?').run(
    '2024-01-05T10:00:00.000Z',
    '2024-01-05T10:00:00.000Z',
    old.regId,
  );
  db.close();
  return { file, old, fresh };
}

const env = () => ({
  ...process.env,
  NODE_ENV: 'test',
  SQLITE_PATH: path.join(dir, 'registrations.sqlite'),
  OUTBOX_DIR: path.join(dir, 'outbox'),
  CMS_URL: UNREACHABLE_CMS,
  LOG_LEVEL: 'silent',
});

describe('npm run retention', () => {
  it('says with --dry-run what it would delete and deletes nothing; then, without, deletes it', async () => {
    const { file, old, fresh } = await prepare();
    const dry = await run(process.execPath, [cli, '--dry-run'], { env: env() });
    expect(dry.stdout).toContain('High school chaperone');
    expect(dry.stdout).toMatch(/12 months\s+2 stored, 1 due/);
    expect(dry.stdout).toContain(`Due now (1):\n  HSCHAPERONE      ${old.regId}  expired 2025-01-05`);
    expect(dry.stdout).toContain('Dry run: nothing was deleted.');
    expect(dry.stdout).not.toContain('Olde');
    let store = new SqliteRegistrationStore(file);
    expect(await store.get(old.regId)).not.toBeNull();
    expect(await store.mailQueueCounts()).toMatchObject({ pending: 1 });
    expect(fs.existsSync(path.join(dir, 'outbox'))).toBe(false);
    await store.close();

    const real = await run(process.execPath, [cli], { env: env() });
    expect(real.stdout).toContain('Deleted 1 registration(s)');
    store = new SqliteRegistrationStore(file);
    expect(await store.get(old.regId)).toBeNull();
    expect(await store.get(fresh.regId)).not.toBeNull();
    expect((await store.listAudit(5)).map((line) => [line.actor, line.action, line.target, line.count])).toEqual([
      ['retention job (command line)', 'retention-delete', 'HSCHAPERONE', 1],
    ]);
    await store.close();
  });

  it('finds the store npm start keeps under DATA_DIR', async () => {
    const { old } = await prepare();
    const { SQLITE_PATH: _path, OUTBOX_DIR: _outbox, ...rest } = env();
    const dry = await run(process.execPath, [cli, '--dry-run'], { env: { ...rest, DATA_DIR: dir, SQLITE_PATH: '' } });
    expect(dry.stdout).toContain(`Due now (1):\n  HSCHAPERONE      ${old.regId}`);
  });

  it('refuses an unknown argument', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-retention-cli-'));
    await expect(run(process.execPath, [cli, '--force'], { env: env() })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('usage: npm run retention [-- --dry-run]'),
    });
  });
});
