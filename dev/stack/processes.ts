import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export interface Service {
  name: string;
  /** The running process (a new one after each restart of a supervised service). */
  readonly child: ChildProcess;
  /** The last lines it printed, for error messages. */
  tail(): string;
  /**
   * From now on, an exit that stop() did not ask for is reported through `say` with its cause (exit code or
   * signal, and the last line the process printed) and the service is started again, after a pause that
   * doubles from 1 s up to 30 s while it keeps dying within a minute of starting.
   */
  supervise(say: (line: string) => void): void;
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

const FIRST_RESTART_PAUSE_MS = 1000;
const LONGEST_RESTART_PAUSE_MS = 30_000;
/** A process that ran this long before dying starts the pauses over. */
const STABLE_AFTER_MS = 60_000;

/** Starts a long-running process in its own process group, so stop() ends it and all its children. */
export function startService(options: ServiceOptions): Service {
  const log = fs.createWriteStream(options.logFile, { flags: 'a' });
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
  const spawnChild = () => {
    const child = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    return child;
  };

  let child = spawnChild();
  let stopping = false;
  let supervisor: ((line: string) => void) | undefined;
  let pause = FIRST_RESTART_PAUSE_MS;
  let startedAt = Date.now();
  let restartTimer: NodeJS.Timeout | undefined;

  const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
    if (stopping || !supervisor) {
      log.end();
      return;
    }
    if (Date.now() - startedAt >= STABLE_AFTER_MS) pause = FIRST_RESTART_PAUSE_MS;
    const cause = signal ? `killed by ${signal}` : `exited with code ${code}`;
    const last = lines.at(-1) ?? '(no output)';
    const line = `${options.name} ${cause}; its last output: ${last}. Restarting in ${pause / 1000} s.`;
    log.write(`[supervisor] ${line}\n`);
    supervisor(line);
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (stopping) return log.end();
      startedAt = Date.now();
      child = spawnChild();
      child.once('exit', onExit);
    }, pause);
    pause = Math.min(pause * 2, LONGEST_RESTART_PAUSE_MS);
  };
  child.once('exit', onExit);

  return {
    name: options.name,
    get child() {
      return child;
    },
    tail: () => lines.join('\n'),
    supervise(say) {
      supervisor = say;
    },
    async stop() {
      stopping = true;
      if (restartTimer) {
        clearTimeout(restartTimer);
        log.end();
        return;
      }
      const current = child;
      if (current.exitCode !== null || current.signalCode !== null || current.pid === undefined) return;
      const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      signalGroup(current.pid, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(current.pid!, 'SIGKILL'), 10_000);
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
