import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export interface Service {
  name: string;
  child: ChildProcess;
  /** The last lines it printed, for error messages. */
  tail(): string;
  stop(): Promise<void>;
}

export interface ServiceOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Where its output goes: a log file, and the console (prefixed) when `echo` is set. */
  logFile: string;
  echo: boolean;
}

/** Starts a long-running process in its own process group, so stop() ends it and all its children. */
export function startService(options: ServiceOptions): Service {
  const log = fs.createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const onData = (chunk: Buffer) => {
    log.write(chunk);
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 40) lines.shift();
      if (options.echo) process.stdout.write(`[${options.name}] ${line}\n`);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => log.end());

  return {
    name: options.name,
    child,
    tail: () => lines.join('\n'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      signalGroup(child.pid, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Runs a command to completion; rejects with its output's tail when it fails. */
export function runToCompletion(options: Omit<ServiceOptions, 'name'> & { name: string }): Promise<void> {
  const service = startService(options);
  return new Promise((resolve, reject) => {
    service.child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `${options.name} failed (${signal ?? `exit ${code}`}):\n${service.tail()}\nFull log: ${options.logFile}`,
          ),
        );
    });
  });
}

/** Polls `url` until it answers with an accepted status; fails early if the service exits. */
export async function waitForHttp(
  service: Service,
  url: string,
  accept: (status: number) => boolean,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) {
      throw new Error(
        `${service.name} exited with code ${service.child.exitCode} before it was ready:\n${service.tail()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (accept(response.status)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${service.name} was not ready at ${url} within ${timeoutMs / 1000} s:\n${service.tail()}`);
}
