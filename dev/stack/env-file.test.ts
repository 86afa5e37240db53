import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvironment } from './env-file.ts';
import { repoRoot } from './paths.ts';

let folder: string;
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

const envFile = (text: string) => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'env-file-'));
  const file = path.join(folder, '.env');
  fs.writeFileSync(file, text);
  return file;
};

describe("npm start's .env", () => {
  it('takes the file’s values under the shell’s, and an empty value as unset', () => {
    const file = envFile('PORT=9090\nCMS_PORT=2337\nOIDC_ISSUER_URL=\nSTAFF_EMAILS=\n');
    const env = loadEnvironment(file, { CMS_PORT: '3337', DATA_DIR: '' });
    expect(env).toEqual({ PORT: '9090', CMS_PORT: '3337' });
  });

  it('changes nothing when .env is a copy of .env.example: every line there is a commented default', () => {
    const example = fs.readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
    expect(parseEnv(example)).toEqual({});
    // …and each variable is there to uncomment, with its default.
    expect(example).toMatch(/^# PORT=8080$/m);
    expect(example).toMatch(/^# OIDC_ISSUER_URL=$/m);
  });
});
