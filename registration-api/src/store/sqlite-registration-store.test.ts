import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeRegistrationStoreContract } from './registration-store.contract.ts';
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

    await a.putSetting('cms:site-setting', { companyOpen: false });
    expect((await b.getSetting('cms:site-setting'))?.value).toEqual({ companyOpen: false });
    await a.close();
    await b.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
