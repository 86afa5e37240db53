import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../store/registration-store.ts';
import { DiskFileStore } from './disk-file-store.ts';
import { describeFileStoreContract } from './file-store.contract.ts';

function tempDir() {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-disk-files-'));
  return { dir: path.join(parent, 'nested', 'files'), parent };
}

const blobsOf = (dir: string) => fs.readdirSync(path.join(dir, 'blobs'));

describeFileStoreContract('disk (folder + SQLite index)', async () => {
  const { dir, parent } = tempDir();
  const store = await DiskFileStore.open(dir);
  return {
    store,
    blobCount: async () => blobsOf(dir).length,
    dispose: async () => {
      await store.close();
      fs.rmSync(parent, { recursive: true, force: true });
    },
  };
});

describe('disk file store folder', () => {
  it('is readable by the API’s user only: folders 0700, files 0600, even where the folder existed wider', async () => {
    const { dir, parent } = tempDir();
    fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    const store = await DiskFileStore.open(dir);
    const staged = await store.stage(Readable.from([Buffer.from('scan')]));
    await store.commit(staged, { regId: 'r', attachmentType: 'SCOREREPORT', fileName: 'a.pdf', contentType: 'x' });
    const mode = (file: string) => fs.statSync(file).mode & 0o777;
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, 'blobs'))).toBe(0o700);
    expect(mode(path.join(dir, 'files.sqlite'))).toBe(0o600);
    expect(mode(path.join(dir, 'blobs', staged.id))).toBe(0o600);
    // Stored under the generated name, never the user's.
    expect(blobsOf(dir)).toEqual([staged.id]);
    await store.close();
    fs.rmSync(parent, { recursive: true, force: true });
  });

  it('keeps files across a close and reopen', async () => {
    const { dir, parent } = tempDir();
    const first = await DiskFileStore.open(dir);
    const stored = await first.commit(await first.stage(Readable.from([Buffer.from('kept')])), {
      regId: 'r',
      attachmentType: 'COMPANYLOGO',
      fileName: 'logo.png',
      contentType: 'image/png',
    });
    await first.close();
    const reopened = await DiskFileStore.open(dir);
    expect(await reopened.get('r', 'COMPANYLOGO')).toEqual(stored);
    await reopened.close();
    fs.rmSync(parent, { recursive: true, force: true });
  });

  it('sweeps a crash’s leftovers an hour old at open: partial writes and blobs no file names', async () => {
    const { dir, parent } = tempDir();
    const store = await DiskFileStore.open(dir);
    const kept = await store.stage(Readable.from([Buffer.from('committed')]));
    await store.commit(kept, { regId: 'r', attachmentType: 'COMPANYLOGO', fileName: 'a.png', contentType: 'x' });
    const orphan = await store.stage(Readable.from([Buffer.from('staged, then the process died')]));
    const young = await store.stage(Readable.from([Buffer.from('another process is about to commit it')]));
    await store.close();
    const blobs = path.join(dir, 'blobs');
    fs.writeFileSync(path.join(blobs, `${'a'.repeat(32)}.partial`), 'half');
    const anHourAgo = new Date(Date.now() - 61 * 60 * 1000);
    for (const name of [kept.id, orphan.id, `${'a'.repeat(32)}.partial`]) {
      fs.utimesSync(path.join(blobs, name), anHourAgo, anHourAgo);
    }

    const reopened = await DiskFileStore.open(dir);
    expect(blobsOf(dir).sort()).toEqual([kept.id, young.id].sort());
    await reopened.close();
    fs.rmSync(parent, { recursive: true, force: true });
  });
});

describe('disk file store index under a held lock (SECURITY.md item 24)', () => {
  const logo = { regId: 'r', attachmentType: 'COMPANYLOGO', fileName: 'logo.png', contentType: 'image/png' } as const;

  /** Another connection (a second API process, a backup) takes the index's write lock and keeps it. */
  function holdLock(dir: string) {
    const blocker = new Database(path.join(dir, 'files.sqlite'));
    blocker.exec('BEGIN IMMEDIATE');
    return () => blocker.close();
  }

  it('waits for the lock without stalling the process, and commits once it is released', async () => {
    const { dir, parent } = tempDir();
    const store = await DiskFileStore.open(dir, { busyWaitMs: 10_000 });
    const staged = await store.stage(Readable.from([Buffer.from('logo')]));
    const release = holdLock(dir);
    let settled = false;
    const committed = store.commit(staged, logo).finally(() => (settled = true));
    // Timers still fire while the commit waits: the wait is not inside SQLite, on the event loop.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    release();
    expect((await committed).fileName).toBe('logo.png');
    expect(await store.get('r', 'COMPANYLOGO')).toMatchObject({ fileName: 'logo.png' });
    await store.close();
    fs.rmSync(parent, { recursive: true, force: true });
  });

  it('refuses a commit as unavailable once the wait is over, and names nothing', async () => {
    const { dir, parent } = tempDir();
    const store = await DiskFileStore.open(dir, { busyWaitMs: 100 });
    const staged = await store.stage(Readable.from([Buffer.from('logo')]));
    const release = holdLock(dir);
    await expect(store.commit(staged, logo)).rejects.toBeInstanceOf(StoreUnavailableError);
    release();
    expect(await store.get('r', 'COMPANYLOGO')).toBeNull();
    await store.close();
    fs.rmSync(parent, { recursive: true, force: true });
  });
});
