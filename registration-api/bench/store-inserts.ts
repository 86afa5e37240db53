import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteRegistrationStore } from '../src/store/sqlite-registration-store.ts';

// Registration inserts per second on the SQLite adapter (WAL, synchronous=FULL: every insert is durable),
// one at a time and 50 in flight, with a realistic MSIND-sized document.
const data = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  schoolId: '12',
  gradeLevelId: '2',
  lunchId: '1',
  tShirtSizeId: '3',
  favouriteSubjects: { science: '1', technology: '0', engineering: '1', math: '1' },
  hasAttended: '0',
  parentGuardian: {
    firstName: 'Anne',
    lastName: 'Byron',
    email: 'anne@example.org',
    phoneNumber: '330-555-0100',
    willBeAttending: '1',
  },
  emergencyContact: { firstName: 'Mary', lastName: 'Somerville', phoneNumber: '330-555-0101' },
  consentWillBeSubmittedBySchool: '0',
  stemDayConsent: {
    parentGuardianName: 'Anne Byron',
    relation: 'Mother',
    studentName: 'Ada Lovelace',
    parentGuardianElSignature: 'Anne Byron',
    date: '11/22/2026',
  },
};

async function measure(label: string, count: number, concurrency: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-bench-'));
  const store = new SqliteRegistrationStore(path.join(dir, 'registrations.sqlite'));
  let next = 0;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        await store.insert({ regType: 'MSIND', email: `student${i}@example.org`, data });
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const stored = (await store.listByOwner('student0@example.org')).length;
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
  if (stored !== 1) throw new Error('bench: the first insert is missing');
  console.log(
    `sqlite registration inserts per second (${label}): ${Math.round(count / seconds)} (${count} inserts in ${seconds.toFixed(2)} s)`,
  );
}

await measure('one at a time', 2000, 1);
await measure('50 in flight', 2000, 50);
