import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './test-support/start-identity-provider.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs main.ts with exactly `env` (plus PATH); `untilStdout` lets the test act once a line appears. */
function runMain(env: Record<string, string>, untilStdout?: (stdout: string, stop: () => void) => void): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      untilStdout?.(stdout, () => child.kill('SIGTERM'));
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('main.ts', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  const validEnv = (port: number, dir: string) => ({
    OIDC_ISSUER_URL: `http://127.0.0.1:${port}`,
    OIDC_CLIENT_ID: 'stem-site',
    OIDC_CLIENT_SECRET: 'a-client-secret-of-some-length',
    PUBLIC_SITE_URL: 'http://localhost:8080',
    IDP_DATA_DIR: path.join(dir, 'idp'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    IDP_COOKIE_KEY: 'a-cookie-key-that-is-long-enough-0123456789',
  });

  it('exits non-zero naming IDP_COOKIE_KEY when it is missing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idp-main-'));
    dirs.push(dir);
    const { IDP_COOKIE_KEY: _unset, ...env } = validEnv(await freePort(), dir);
    const exit = await runMain(env);
    expect(exit.code).not.toBe(0);
    expect(exit.stderr).toContain('IDP_COOKIE_KEY is required');
    expect(exit.stdout).not.toContain('listening');
  });

  it('names every wrong variable without echoing secrets', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idp-main-'));
    dirs.push(dir);
    const exit = await runMain({
      ...validEnv(await freePort(), dir),
      OIDC_ISSUER_URL: 'http://127.0.0.1:4011/oidc',
      OIDC_CLIENT_SECRET: 'tiny-secret',
      IDP_COOKIE_KEY: 'small-cookie-key',
    });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain('OIDC_ISSUER_URL must be an http(s) origin');
    expect(exit.stderr).toContain('OIDC_CLIENT_SECRET must be at least 16 characters (got a value that is not shown)');
    expect(exit.stderr).toContain('IDP_COOKIE_KEY must be at least 32 characters (got a value that is not shown)');
    expect(exit.stderr).not.toContain('tiny-secret');
    expect(exit.stderr).not.toContain('small-cookie-key');
  });

  it('listens at the issuer, serves discovery, and stops cleanly on SIGTERM', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idp-main-'));
    dirs.push(dir);
    const port = await freePort();
    let discovery: Promise<Response> | undefined;
    const exit = await runMain(validEnv(port, dir), (stdout, stop) => {
      if (discovery === undefined && stdout.includes('\n')) {
        discovery = fetch(`http://127.0.0.1:${port}/.well-known/openid-configuration`).finally(stop);
      }
    });
    expect(exit.stdout).toBe(`identity provider listening at http://127.0.0.1:${port}\n`);
    expect(exit.code).toBe(0);
    const response = await discovery!;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { issuer: string }).issuer).toBe(`http://127.0.0.1:${port}`);
    expect(fs.existsSync(path.join(dir, 'idp', 'jwks.json'))).toBe(true);
  });
});
