import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_ATTACHMENT_BYTES, UPLOAD_GRANT_HEADER } from '@stem/shared';
import { padTo, png } from '../src/test-support/file-fixtures.ts';
import { startBenchServer, stopBenchServer, type BenchServer } from './bench-process.ts';

/**
 * File uploads through the site's path (POST /api/files, streamed multipart/form-data as a browser's FormData
 * sends it) to the real API in its own process, on SQLite with files on disk:
 * - throughput of one 20 MB logo at a time (MB/s over loopback, the median of 5), beside a bare Fastify
 *   route piping the same multipart file to disk (the floor: the machine, undici and busboy);
 * - the API process's peak RSS while 10 uploads run at once, for 1 MB files and for 20 MB files: streamed,
 *   the peak must not grow with the file size (buffered, 10 × 19 MB more would show);
 * - for contrast, one 20 MB file through SPEC's JSON list (a base64 data URL, necessarily buffered).
 * Peak RSS is Linux's VmHWM of the server process, reset before each run (/proc/<pid>/clear_refs).
 */
const MB = 1024 * 1024;
const CONCURRENT = 10;

type Uploads = { uploads: Array<{ regId: string; grant: string }> };

const status = (pid: number) => fs.readFileSync(`/proc/${pid}/status`, 'utf8');
const kbOf = (text: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? NaN);

/** Starts a peak measurement of the server's RSS; the function it returns gives the peak in MB since. */
function peakRss(pid: number): () => number {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  return () => kbOf(status(pid), 'VmHWM') / 1024;
}
const rss = (pid: number) => kbOf(status(pid), 'VmRSS') / 1024;

/** A logo of `bytes` bytes: a real PNG at its start, so the content check passes. */
const logoOf = (bytes: number) => new Blob([new Uint8Array(padTo(png(64, 64), bytes))], { type: 'image/png' });

async function uploadMultipart(server: BenchServer<Uploads>, index: number, logo: Blob) {
  const { regId, grant } = server.ready.uploads[index]!;
  const form = new FormData();
  form.append('regId', regId);
  form.append('attachmentType', 'COMPANYLOGO');
  form.append('file', logo, 'logo.png');
  const answer = await fetch(`${server.url}/api/files`, {
    method: 'POST',
    headers: { [UPLOAD_GRANT_HEADER]: grant },
    body: form,
  });
  if (answer.status !== 200) throw new Error(`bench: upload answered ${answer.status} ${await answer.text()}`);
}

/** MB/s of one 20 MB file at a time, the median of 5. */
async function throughput(send: () => Promise<void>): Promise<{ median: number; rates: number[] }> {
  const rates: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    await send();
    rates.push(MAX_ATTACHMENT_BYTES / MB / ((performance.now() - started) / 1000));
  }
  return { median: [...rates].sort((a, b) => a - b)[2]!, rates };
}

const rounded = (rates: number[]) => rates.map((rate) => rate.toFixed(0)).join(', ');

async function uploadJson(server: BenchServer<Uploads>, index: number, bytes: number) {
  const { regId, grant } = server.ready.uploads[index]!;
  const dataURL = `data:image/png;base64,${padTo(png(64, 64), bytes).toString('base64')}`;
  const answer = await fetch(`${server.url}/api/files`, {
    method: 'POST',
    headers: { [UPLOAD_GRANT_HEADER]: grant, 'content-type': 'application/json' },
    body: JSON.stringify([{ regId, attachmentType: 'COMPANYLOGO', fileName: 'logo.png', dataURL, type: 'image/png' }]),
  });
  if (answer.status !== 200) throw new Error(`bench: JSON upload answered ${answer.status}`);
}

/** Peak RSS (MB) of the server while `CONCURRENT` uploads of `bytes` each run at once. */
async function concurrentPeak(server: BenchServer<Uploads>, bytes: number): Promise<number> {
  const logo = logoOf(bytes);
  const peak = peakRss(server.child.pid!);
  await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => uploadMultipart(server, i, logo)));
  return peak();
}

/** The floor: the same multipart file to a bare Fastify route that pipes it to disk. */
async function bareThroughput(logo: Blob) {
  const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-bench-bare-'));
  try {
    const server = await startBenchServer('bare', bareDir);
    try {
      return await throughput(async () => {
        const form = new FormData();
        form.append('file', logo, 'logo.png');
        const answer = await fetch(`${server.url}/api/bare-upload`, { method: 'POST', body: form });
        if (answer.status !== 200) throw new Error(`bench: bare upload answered ${answer.status}`);
      });
    } finally {
      await stopBenchServer(server);
    }
  } finally {
    fs.rmSync(bareDir, { recursive: true, force: true });
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-bench-files-'));
try {
  const server = await startBenchServer<Uploads>('files', dir);
  const pid = server.child.pid!;
  try {
    // Warm-up: the first request compiles the routes' code paths and opens the file store's statements.
    await uploadMultipart(server, 0, logoOf(MB));
    const idle = rss(pid);

    const big = logoOf(MAX_ATTACHMENT_BYTES);
    const app = await throughput(() => uploadMultipart(server, 0, big));
    const bare = await bareThroughput(big);

    const peakSmall = await concurrentPeak(server, MB);
    const peakBig = await concurrentPeak(server, MAX_ATTACHMENT_BYTES);
    const peakBigAgain = await concurrentPeak(server, MAX_ATTACHMENT_BYTES);

    const jsonPeak = peakRss(pid);
    await uploadJson(server, 1, MAX_ATTACHMENT_BYTES);
    const peakJson = jsonPeak();

    const stored = fs.readdirSync(path.join(dir, 'files', 'blobs'));
    await stopBenchServer(server);

    const extra = Math.max(peakBig, peakBigAgain) - peakSmall;
    console.log('file uploads (POST /api/files, streamed multipart as the site sends it, SQLite + files on disk)');
    // Throughput on a shared machine follows its load; the memory figures do not.
    console.log(
      `  machine: ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} over the last minute`,
    );
    console.log(
      `  one 20 MB logo at a time: ${app.median.toFixed(0)} MB/s (median of 5 over loopback: ${rounded(app.rates)}); ` +
        `a bare Fastify route piping the file to disk: ${bare.median.toFixed(0)} MB/s (${rounded(bare.rates)})`,
    );
    console.log(`  API process RSS when idle after warm-up: ${idle.toFixed(0)} MB`);
    console.log(`  peak RSS, ${CONCURRENT} uploads at once of 1 MB each: ${peakSmall.toFixed(0)} MB`);
    console.log(
      `  peak RSS, ${CONCURRENT} uploads at once of 20 MB each: ${peakBig.toFixed(0)} MB (again: ${peakBigAgain.toFixed(0)} MB)`,
    );
    console.log(
      `  20 MB files over 1 MB files: ${extra >= 0 ? '+' : ''}${extra.toFixed(0)} MB for ${CONCURRENT * 19} MB more in flight ` +
        `(buffering whole files would add about ${CONCURRENT * 19} MB)`,
    );
    console.log(
      `  for contrast, one 20 MB file as SPEC's JSON data URL (buffered): peak RSS ${peakJson.toFixed(0)} MB`,
    );
    // One logo per registration: every upload replaced the one before, so ten files are left.
    if (stored.length !== CONCURRENT) throw new Error(`bench: ${stored.length} files stored, expected ${CONCURRENT}`);
    // Streamed means the extra 190 MB in flight must not show up as memory; half of it would be buffering.
    if (extra > (CONCURRENT * 19) / 2) {
      console.error(`bench: peak RSS grew by ${extra.toFixed(0)} MB with the file size: uploads are not streamed`);
      process.exit(1);
    }
  } catch (error) {
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    throw error;
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
