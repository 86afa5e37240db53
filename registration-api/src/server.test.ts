import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [serverEntry], { env: { PATH: process.env.PATH ?? '', ...env } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('registration API process', () => {
  it('refuses to start on a bad environment and names the variable', async () => {
    const { code, stderr } = await runServer({ PORT: 'eighty', STORE: 'sqlite' });
    expect(code).toBe(1);
    expect(stderr).toContain('PORT must be a port number');
    expect(stderr).toContain('See .env.example');
  });
});
