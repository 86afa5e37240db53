import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { STAFF_BENCH_REGISTRATIONS, startBenchServer, stopBenchServer, type BenchServer } from './bench-process.ts';

/**
 * The reminder job before a career day over 10,000 registrations (reminders/event-reminders.ts), in the
 * real API's own process on SQLite, as two days before the middle school day: how long queuing every
 * reminder takes, how long GET /api/health waits meanwhile (asked one after another from this process: the
 * API must keep answering while the job runs), and how long the mail worker takes to send them all. The
 * outbox folder is counted: every student must have exactly one reminder.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-bench-reminders-'));
const reminderMails = () =>
  fs
    .readdirSync(path.join(dir, 'outbox'))
    .filter((name) => name.endsWith('.eml'))
    .filter((name) => fs.readFileSync(path.join(dir, 'outbox', name), 'utf8').includes('Subject: See you on')).length;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

let server: BenchServer | undefined;
try {
  server = await startBenchServer('reminders', dir);
  const { url } = server;
  const lines = createInterface({ input: server.child.stdout! });
  const done = new Promise<{ queued: number; seconds: number }>((resolve) =>
    lines.once('line', (line) => resolve(JSON.parse(line) as { queued: number; seconds: number })),
  );
  const health = async () => {
    const asked = performance.now();
    const answer = (await (await fetch(`${url}/api/health`)).json()) as { mail?: { pending?: number } };
    return { ms: performance.now() - asked, pending: answer.mail?.pending ?? Number.NaN };
  };
  await health();
  const latencies: number[] = [];
  let running = true;
  const polling = (async () => {
    while (running) latencies.push((await health()).ms);
  })();
  server.child.kill('SIGUSR2');
  const { queued, seconds } = await done;
  running = false;
  await polling;
  const sending = performance.now();
  while ((await health()).pending !== 0) await new Promise((resolve) => setTimeout(resolve, 200));
  const sentSeconds = (performance.now() - sending) / 1000;
  await stopBenchServer(server);

  const sorted = [...latencies].sort((a, b) => a - b);
  const mails = reminderMails();
  console.log(`event reminders (${STAFF_BENCH_REGISTRATIONS} middle school registrations, SQLite, one run)`);
  console.log(`  machine: ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} over the last minute`);
  console.log(`  queued ${queued} reminders in ${seconds.toFixed(1)} s`);
  console.log(
    `  GET /api/health meanwhile: ${latencies.length} answers, median ${percentile(sorted, 0.5).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 0.99).toFixed(1)} ms, longest ${sorted.at(-1)!.toFixed(1)} ms`,
  );
  console.log(
    `  the mail worker sent them all ${sentSeconds.toFixed(1)} s after; ${mails} reminder mails in the outbox`,
  );
  if (queued !== STAFF_BENCH_REGISTRATIONS || mails !== STAFF_BENCH_REGISTRATIONS) {
    console.error(`bench: ${queued} queued and ${mails} sent, for ${STAFF_BENCH_REGISTRATIONS} registrations`);
    process.exitCode = 1;
  }
} finally {
  // A failed run leaves no server behind (a finished one has stopped already), nor its folder.
  if (server?.child.exitCode === null) server.child.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
