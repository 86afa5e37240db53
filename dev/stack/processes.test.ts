import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startService, type Service } from './processes.ts';

// A real process that dies the first time it runs and stays up the second: what the launcher does with the
// registration API when it crashes (SECURITY.md item 28).
const FLAKY = `
const fs = require('node:fs');
const marker = process.argv[1];
if (!fs.existsSync(marker)) {
  fs.writeFileSync(marker, 'ran');
  console.error('store file could not be opened: SQLITE_CANTOPEN');
  process.exit(3);
}
console.log('up again');
setInterval(() => {}, 1000);
`;

let dir: string;
let service: Service | undefined;
afterEach(async () => {
  await service?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function startFlaky() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-supervise-'));
  service = startService({
    name: 'api',
    command: process.execPath,
    args: ['-e', FLAKY, path.join(dir, 'marker')],
    cwd: dir,
    env: process.env,
    logFile: path.join(dir, 'api.log'),
    echo: false,
  });
  const said: string[] = [];
  service.supervise((line) => said.push(line));
  return { service, said };
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('a supervised service', () => {
  it('says why it died, starts it again, and keeps the reason in its log', async () => {
    const { service, said } = startFlaky();
    const first = service.child.pid;
    await until(() => said.length > 0);
    expect(said[0]).toBe(
      'api exited with code 3; its last output: store file could not be opened: SQLITE_CANTOPEN. Restarting in 1 s.',
    );
    await until(() => service.child.pid !== first && service.tail().includes('up again'));
    expect(service.child.exitCode).toBeNull();
    expect(fs.readFileSync(path.join(dir, 'api.log'), 'utf8')).toContain('[supervisor] api exited with code 3');
  });

  it('is not started again once stopped, even while it waits to restart', async () => {
    const { service, said } = startFlaky();
    await until(() => said.length > 0);
    const dead = service.child;
    await service.stop();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(service.child).toBe(dead);
    expect(said).toHaveLength(1);
  });
});
