import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { STAFF_BENCH_REGISTRATIONS, startBenchServer, stopBenchServer } from './bench-process.ts';

/**
 * The staff desk's export of 10,000 registrations (issue 15: under 2 s), XLSX and CSV, from the real API in
 * its own process on SQLite: GET /api/staff/export as the desk calls it with a staff token, and the list of
 * everyone coming (GET /api/staff/people/export, one row per person: the same 10,000 students), timed to the
 * last byte received, the median of 3 runs each, with the API process's peak RSS during the runs (Linux's
 * VmHWM, reset first) and its idle RSS. The file is read to its end and its rows counted, so a short answer
 * cannot pass for a fast one.
 */
const status = (pid: number) => fs.readFileSync(`/proc/${pid}/status`, 'utf8');
const mbOf = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status(pid))?.[1] ?? NaN) / 1024;
const TARGET_SECONDS = 2;
const FORMATS = ['xlsx', 'csv', 'people'] as const;
type Format = (typeof FORMATS)[number];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-bench-staff-'));
try {
  const seeding = performance.now();
  const server = await startBenchServer<{ staffToken: string }>('staff', dir);
  const seeded = (performance.now() - seeding) / 1000;
  const pid = server.child.pid!;
  const headers = { 'x-custom-authorization': `Bearer ${server.ready.staffToken}` };
  try {
    const exportOnce = async (format: Format) => {
      const started = performance.now();
      const url = format === 'people' ? '/api/staff/people/export' : `/api/staff/export?regType=MSIND&format=${format}`;
      const answer = await fetch(`${server.url}${url}`, { headers });
      if (answer.status !== 200) throw new Error(`bench: export answered ${answer.status} ${await answer.text()}`);
      const body = Buffer.from(await answer.arrayBuffer());
      return { seconds: (performance.now() - started) / 1000, bytes: body.length, body };
    };
    // Warm-up: compiles the code paths and reads the catalogues once.
    const warm = await exportOnce('csv');
    const lines = warm.body.toString('utf8').split('\r\n').filter(Boolean).length;
    if (lines !== STAFF_BENCH_REGISTRATIONS + 1) throw new Error(`bench: the CSV has ${lines} lines`);
    const people = new ExcelJS.Workbook();
    await people.xlsx.load((await exportOnce('people')).body as unknown as ArrayBuffer);
    const persons = people.worksheets[0]!.rowCount - 1;
    if (persons !== STAFF_BENCH_REGISTRATIONS) throw new Error(`bench: the people list has ${persons} rows`);
    const idle = mbOf(pid, 'VmRSS');
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const runs: Record<Format, Array<{ seconds: number; bytes: number }>> = { csv: [], xlsx: [], people: [] };
    for (let run = 0; run < 3; run++) {
      for (const format of FORMATS) runs[format].push(await exportOnce(format));
    }
    const peak = mbOf(pid, 'VmHWM');
    await stopBenchServer(server);

    const median = (format: Format) => [...runs[format].map((r) => r.seconds)].sort((a, b) => a - b)[1]!;
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(
      `staff export (GET /api/staff/export, ${STAFF_BENCH_REGISTRATIONS} middle school registrations, SQLite)`,
    );
    console.log(
      `  machine: ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} over the last minute`,
    );
    console.log(`  seeding the store and starting the API: ${seeded.toFixed(1)} s`);
    for (const format of FORMATS) {
      const what = format === 'people' ? 'people list (XLSX, one row per person)' : format.toUpperCase();
      console.log(
        `  ${what}: ${median(format).toFixed(2)} s (median of 3: ${runs[format].map((r) => r.seconds.toFixed(2)).join(', ')}), ` +
          `${mb(runs[format][0]!.bytes)} MB; target under ${TARGET_SECONDS} s`,
      );
    }
    console.log(
      `  API process RSS: ${idle.toFixed(0)} MB idle after warm-up, peak ${peak.toFixed(0)} MB during the exports`,
    );
  } catch (error) {
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    throw error;
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
