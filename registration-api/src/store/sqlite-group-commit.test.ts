import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DuplicateRegistrationError, StoreUnavailableError } from './registration-store.ts';
import { SqliteRegistrationStore } from './sqlite-registration-store.ts';

// Writes asked for together are committed together (sqlite-group-commit.ts): what a caller of the store
// must still be able to count on, each write on its own.

let dir: string;
let store: SqliteRegistrationStore;
afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function open(busyWaitMs = 5000) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-group-commit-'));
  const file = path.join(dir, 'registrations.sqlite');
  store = new SqliteRegistrationStore(file, { busyWaitMs });
  return file;
}

const student = (email: string) => ({ regType: 'MSIND' as const, email, data: { email } });

describe('writes committed together', () => {
  it('fail one by one: a duplicate among many is refused alone, and the others are stored', async () => {
    const file = open();
    const emails = Array.from({ length: 20 }, (_, i) => `student${i}@example.org`);
    const results = await Promise.allSettled([
      ...emails.map((email) => store.insert(student(email))),
      store.insert(student('STUDENT3@example.org')),
    ]);
    expect(results.slice(0, 20).every((result) => result.status === 'fulfilled')).toBe(true);
    expect(results[20]).toMatchObject({ status: 'rejected', reason: expect.any(DuplicateRegistrationError) });
    // Read through a connection of its own: what an answered caller was told is on the disk.
    const reader = new Database(file, { readonly: true });
    const stored = reader.prepare('SELECT email FROM registrations ORDER BY email').pluck().all();
    reader.close();
    expect(stored).toEqual([...emails].sort());
  });

  it('each answer their own caller, in the order they were asked', async () => {
    open();
    const [first, second, used, again] = await Promise.all([
      store.nextSequence('invoice'),
      store.nextSequence('invoice'),
      store.consumeOnce('captcha:one', new Date(Date.now() + 60_000)),
      store.consumeOnce('captcha:one', new Date(Date.now() + 60_000)),
    ]);
    expect([first, second]).toEqual([1, 2]);
    expect([used, again]).toEqual([true, false]);
  });

  it('wait for a lock held elsewhere and are then committed, or are refused past the wait with nothing stored', async () => {
    const file = open(300);
    const blocker = new Database(file);
    blocker.exec('BEGIN IMMEDIATE');
    const refused = await Promise.allSettled([store.insert(student('a@example.org')), store.putSetting('k', 1)]);
    expect(refused.map((result) => result.status === 'rejected' && result.reason)).toEqual([
      expect.any(StoreUnavailableError),
      expect.any(StoreUnavailableError),
    ]);
    const waiting = store.insert(student('b@example.org'));
    setTimeout(() => blocker.exec('ROLLBACK'), 100);
    await expect(waiting).resolves.toMatchObject({ email: 'b@example.org' });
    blocker.close();
    expect((await store.listByType('MSIND')).map((registration) => registration.email)).toEqual(['b@example.org']);
    expect(await store.getSetting('k')).toBeNull();
  });

  it('asked for just before the store closes are committed, not dropped', async () => {
    const file = open();
    const pending = store.insert(student('late@example.org'));
    await store.close();
    await expect(pending).resolves.toMatchObject({ email: 'late@example.org' });
    store = new SqliteRegistrationStore(file);
    expect(await store.listByType('MSIND')).toHaveLength(1);
  });
});
