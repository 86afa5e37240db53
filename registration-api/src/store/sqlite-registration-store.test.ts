import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { describeRegistrationStoreContract } from './registration-store.contract.ts';
import { DuplicateNameError } from './registration-store.ts';
import { SqliteRegistrationStore } from './sqlite-registration-store.ts';

function tempFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-sqlite-store-'));
  return { file: path.join(dir, 'nested', 'registrations.sqlite'), dir };
}

describeRegistrationStoreContract('SQLite', async () => {
  const { file, dir } = tempFile();
  const store = new SqliteRegistrationStore(file);
  return {
    store,
    dispose: async () => {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('SQLite store file', () => {
  it('keeps registrations across a close and reopen', async () => {
    const { file, dir } = tempFile();
    const first = new SqliteRegistrationStore(file);
    const created = await first.insert({ regType: 'HSIND', email: 'kept@example.org', data: { firstName: 'Kept' } });
    await first.close();

    const reopened = new SqliteRegistrationStore(file);
    expect(await reopened.get(created.regId)).toEqual(created);
    await reopened.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('opens a file of the first release: adds the name key, member status and invoice columns, keeping every row', async () => {
    const { file, dir } = tempFile();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const old = new Database(file);
    old.exec(`CREATE TABLE registrations (
      reg_id TEXT PRIMARY KEY, reg_type TEXT NOT NULL, email TEXT NOT NULL, email_key TEXT NOT NULL,
      data TEXT NOT NULL CHECK (json_valid(data)), created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
      UNIQUE (reg_type, email_key)) STRICT`);
    old
      .prepare('INSERT INTO registrations VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run('old-id', 'MSIND', 'Old@example.org', 'old@example.org', '{"firstName":"Old"}', 't0', 't0');
    old.close();

    const store = new SqliteRegistrationStore(file);
    expect(await store.get('old-id')).toMatchObject({ data: { firstName: 'Old' }, memberStatus: null, invoice: null });
    const status = { status: 'pending-removal' as const, statusMessage: 'Moved', groupId: 'g' };
    expect((await store.setMemberStatus('old-id', status))?.memberStatus).toMatchObject(status);
    await store.insert({ regType: 'MSGROUP', email: 'a@example.org', data: {}, nameKey: 'rockets' });
    const again = store.insert({ regType: 'MSGROUP', email: 'b@example.org', data: {}, nameKey: 'rockets' });
    await expect(again).rejects.toBeInstanceOf(DuplicateNameError);
    await store.close();
    // A second open finds nothing to add.
    const reopened = new SqliteRegistrationStore(file);
    expect((await reopened.get('old-id'))?.memberStatus).toMatchObject(status);
    await reopened.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('opens a file from before the undo: its check-ins are kept, an undo is recorded, a deletion takes them along', async () => {
    const { file, dir } = tempFile();
    const first = new SqliteRegistrationStore(file);
    const ada = await first.insert({ regType: 'MSIND', email: 'ada@example.org', data: { firstName: 'Ada' } });
    await first.close();
    // The table as the release before the undo made it.
    const old = new Database(file);
    old.exec(`DROP TABLE check_ins;
      CREATE TABLE check_ins (id TEXT PRIMARY KEY, reg_id TEXT NOT NULL,
        action TEXT NOT NULL CHECK (action IN ('in', 'out')), at TEXT NOT NULL, recorded_at TEXT NOT NULL,
        staff TEXT NOT NULL) STRICT;
      INSERT INTO check_ins VALUES ('device-0001', '${ada.regId}', 'in', '2026-10-20T12:00:00.000Z', 't0', 'staff');`);
    expect(() =>
      old.exec(`INSERT INTO check_ins VALUES ('device-0002', 'x', 'undo', '2026-10-20T12:01:00.000Z', 't0', 'staff')`),
    ).toThrow(/CHECK constraint/);
    old.close();

    const store = new SqliteRegistrationStore(file);
    const undo = {
      id: 'device-0002',
      regId: ada.regId,
      action: 'undo' as const,
      at: '2026-10-20T12:01:00.000Z',
      by: 's',
    };
    expect(await store.recordCheckIn(undo)).toMatchObject({ duplicate: false });
    expect((await store.listCheckIns([ada.regId])).map((record) => record.id)).toEqual(['device-0001', 'device-0002']);
    await store.delete(ada.regId);
    expect(await store.listCheckIns([ada.regId])).toEqual([]);
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('leaves no byte of a deleted registration in its files once the space is reclaimed', async () => {
    const { file, dir } = tempFile();
    const store = new SqliteRegistrationStore(file);
    const canary = 'Canary-Zebulon-Quartermaine';
    const kept = await store.insert({ regType: 'HSIND', email: 'kept@example.org', data: { firstName: 'Kept' } });
    const gone = await store.insert({ regType: 'HSIND', email: 'zq@example.org', data: { firstName: canary } });
    await store.update(gone.regId, { firstName: canary, lastName: canary });
    const bytes = () =>
      ['', '-wal', '-shm']
        .filter((suffix) => fs.existsSync(file + suffix))
        .map((suffix) => fs.readFileSync(file + suffix).toString('latin1'))
        .join('');
    expect(bytes()).toContain(canary);

    await store.delete(gone.regId);
    await store.reclaimDeleted();
    expect(bytes()).not.toContain(canary);
    expect(bytes()).not.toContain('zq@example.org');
    expect(await store.get(kept.regId)).toMatchObject({ data: { firstName: 'Kept' } });
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fails to ping once closed', async () => {
    const { file, dir } = tempFile();
    const store = new SqliteRegistrationStore(file);
    await store.close();
    await expect(store.ping()).rejects.toThrow();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('SQLite store shared by two instances (two API processes on one file)', () => {
  it('lets only one of them consume a key, and both read the same settings', async () => {
    const { file, dir } = tempFile();
    const a = new SqliteRegistrationStore(file);
    const b = new SqliteRegistrationStore(file);
    const expiresAt = new Date(Date.now() + 60_000);
    expect(await a.consumeOnce('altcha:shared', expiresAt)).toBe(true);
    expect(await b.consumeOnce('altcha:shared', expiresAt)).toBe(false);

    expect([await a.nextSequence('invoice'), await b.nextSequence('invoice'), await a.nextSequence('invoice')]).toEqual(
      [1, 2, 3],
    );

    await a.putSetting('cms:site-setting', { companyOpen: false });
    expect((await b.getSetting('cms:site-setting'))?.value).toEqual({ companyOpen: false });
    await a.close();
    await b.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
