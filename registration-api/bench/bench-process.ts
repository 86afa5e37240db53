import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** How many registrations the staff export bench exports (issue 15: 10,000 in under 2 s). */
export const STAFF_BENCH_REGISTRATIONS = 10_000;

/** A bench server (bench-server.ts) in its own process, and what it printed once listening. */
export interface BenchServer<Extra = object> {
  child: ChildProcess;
  url: string;
  ready: { port: number } & Extra;
}

/** Starts bench-server.ts in `mode` on `dir` and waits for its first line, `{"port":N,…}`. */
export async function startBenchServer<Extra = object>(mode: string, dir: string): Promise<BenchServer<Extra>> {
  const child = spawn(process.execPath, [path.join(here, 'bench-server.ts'), mode, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<{ port: number } & Extra>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve(JSON.parse(line) as { port: number } & Extra),
    );
    child.once('exit', (code) => reject(new Error(`bench server (${mode}) exited with ${code} before listening`)));
  });
  return { child, url: `http://127.0.0.1:${ready.port}`, ready };
}

/** Stops the server by its process id, once it has finished the requests in flight. */
export async function stopBenchServer({ child }: BenchServer): Promise<void> {
  if (child.exitCode !== null) throw new Error(`bench server exited early with ${child.exitCode}`);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`bench server stopped with exit code ${code}`);
}
