import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const siteDir = fileURLToPath(new URL('../../..', import.meta.url));
// The package's own command (its `bin`), as `npm start` runs it.
const astro = path.join(path.dirname(fileURLToPath(import.meta.resolve('astro/package.json'))), 'bin', 'astro.mjs');

describe('the site build’s environment', () => {
  it('stops a build with a wrong CMS_URL, naming the variable', () => {
    const run = spawnSync(process.execPath, [astro, 'build'], {
      cwd: siteDir,
      env: { PATH: process.env.PATH, ASTRO_TELEMETRY_DISABLED: '1', CMS_URL: 'cms.local' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain('CMS_URL must be an http(s) URL, got "cms.local"');
  }, 70_000);
});
