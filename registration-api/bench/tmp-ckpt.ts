import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteRegistrationStore } from '../src/store/sqlite-registration-store.ts';
import { msIndividual } from '../src/test-support/student-fixtures.ts';
const message = { to: ['a@example.org'], subject: 'x', text: 'y'.repeat(3000), html: 'z'.repeat(6000), icalEvent: { method: 'PUBLISH' as const, filename: 'e.ics', content: 'q'.repeat(800) } };
const data = msIndividual('x@example.org');
async function measure(count: number, concurrency: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-bench-'));
  const store = new SqliteRegistrationStore(path.join(dir, 'registrations.sqlite'));
  let next = 0;
  const start = process.hrtime.bigint();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) {
      const i = next++;
      await store.consumeOnce(`key${i}`, new Date(Date.now() + 600000));
      await store.insert({ regType: 'MSIND', email: `student${i}@example.org`, data, mails: [message] });
    }
  }));
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const wal = fs.statSync(path.join(dir, 'registrations.sqlite-wal')).size;
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`${process.env.TMP_NOCKPT ? 'no-ckpt' : 'ckpt   '} ${Math.round(count / seconds)}/s wal ${(wal/1e6).toFixed(1)} MB`);
}
await measure(6000, 100);
