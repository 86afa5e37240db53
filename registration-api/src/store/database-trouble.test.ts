import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startRegistrationApp } from '../test-support/registration-test-app.ts';
import { msIndividual, solvedCaptcha } from '../test-support/student-fixtures.ts';

// SECURITY.md item 24, on the real SQLite file: another connection holds the write lock (as a backup, a
// second instance or a stuck writer would). The API keeps serving, answers writes it cannot make with 503
// and Retry-After, writes nothing half, reports itself unhealthy, and recovers by itself once the lock goes.

let app: FastifyInstance;
let dir: string;
let blocker: Database.Database | undefined;
afterEach(async () => {
  blocker?.close();
  blocker = undefined;
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function startOnFile() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-db-trouble-'));
  const file = path.join(dir, 'registrations.sqlite');
  ({ app } = await startRegistrationApp({ env: { SQLITE_PATH: file, SQLITE_BUSY_WAIT_MS: '400' } }));
  return file;
}

/** Takes the database's write lock on a connection of its own and keeps it until released. */
function holdWriteLock(file: string) {
  blocker = new Database(file);
  blocker.exec('BEGIN IMMEDIATE');
  return () => blocker!.exec('ROLLBACK');
}

const create = async (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/ms-ind-reg',
    payload: { ...msIndividual(email), gResponse: await solvedCaptcha(app) },
  });

describe('a database that cannot write', () => {
  it('answers a create with 503, Retry-After and the request id, and stores nothing', async () => {
    const file = await startOnFile();
    const release = holdWriteLock(file);
    const response = await create('ada@example.com');
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({
      error: 'STORE_UNAVAILABLE',
      message: 'We cannot save registrations right now. Please try again in a minute.',
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('ada@example.com');
    release();
    expect(await app.store.listByType('MSIND')).toEqual([]);
  });

  it('keeps answering other requests while a write waits for the lock', async () => {
    const file = await startOnFile();
    const release = holdWriteLock(file);
    let createSettled = false;
    const pending = create('ada@example.com').then((response) => {
      createSettled = true;
      return response;
    });
    // Reads go on while the create waits: the wait never blocks the process.
    const groups = await app.inject('/api/middle-school-groups');
    expect(groups.statusCode).toBe(200);
    expect(createSettled).toBe(false);
    release();
    // Released before the create's wait ran out: it goes through.
    expect((await pending).json()).toMatchObject({ code: 0 });
  });

  it('reports the store unable to write in /api/health (503), and healthy again once it can', async () => {
    const file = await startOnFile();
    const release = holdWriteLock(file);
    const locked = await app.inject('/api/health');
    expect(locked.statusCode).toBe(503);
    expect(locked.json()).toMatchObject({ status: 'unavailable', store: { reachable: true, writable: false } });
    release();
    const healthy = await app.inject('/api/health');
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toMatchObject({ store: { reachable: true, writable: true } });
  });

  it('takes registrations again without a restart once the lock is gone', async () => {
    const file = await startOnFile();
    const release = holdWriteLock(file);
    expect((await create('ada@example.com')).statusCode).toBe(503);
    release();
    expect((await create('ada@example.com')).json()).toMatchObject({ code: 0 });
    expect(await app.store.listByType('MSIND')).toHaveLength(1);
  });

  it('keeps the database file and its folder readable by their owner only (SECURITY 28)', async () => {
    const file = await startOnFile();
    await create('ada@example.com');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(`${file}-wal`).mode & 0o777).toBe(0o600);
  });
});
