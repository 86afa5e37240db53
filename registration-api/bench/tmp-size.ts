import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startBenchServer, stopBenchServer } from './bench-process.ts';
import { solveCaptchas } from './captchas.ts';
import { msIndividual } from '../src/test-support/student-fixtures.ts';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmp-size-'));
const server = await startBenchServer('app', dir);
const [captcha] = await solveCaptchas(server.url, 1);
const res = await fetch(`${server.url}/api/ms-ind-reg`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...msIndividual('size@example.org'), gResponse: captcha }) });
console.log(await res.text());
await stopBenchServer(server);
const db = new Database(path.join(dir, 'registrations.sqlite'));
console.log(db.prepare('SELECT length(data) AS n FROM registrations').all());
for (const row of db.prepare('SELECT message FROM mail_outbox').all() as Array<{ message: string }>) {
  const m = JSON.parse(row.message);
  console.log(row.message.length, 'text', m.text.length, 'html', m.html?.length, 'ics', m.icalEvent?.content.length, 'att', JSON.stringify(m.attachments ?? []).length);
}
console.log(db.prepare("SELECT name, (SELECT count(*) FROM pragma_index_list(name)) AS idx FROM sqlite_master WHERE type='table'").all());
console.log(db.prepare("SELECT tbl_name, name FROM sqlite_master WHERE type='index'").all());
fs.rmSync(dir, { recursive: true });
