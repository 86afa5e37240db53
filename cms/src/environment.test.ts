import { spawnSync } from 'node:child_process';
import { cmsDir } from '@stem/dev/stack/paths';
import { quietEnv, strapiBin } from '@stem/dev/stack/stack';
import { describe, expect, it } from 'vitest';
import { cmsEnvironmentProblems } from './environment';

const SECRETS = {
  APP_KEYS: 'a,b',
  API_TOKEN_SALT: 's',
  ADMIN_JWT_SECRET: 'j',
  TRANSFER_TOKEN_SALT: 't',
  JWT_SECRET: 'u',
  ENCRYPTION_KEY: 'e',
};

describe('the CMS’s environment', () => {
  it('takes the secrets alone, every other variable unset or empty', () => {
    expect(cmsEnvironmentProblems(SECRETS)).toEqual([]);
    expect(cmsEnvironmentProblems({ ...SECRETS, CMS_PORT: '', DATABASE_SSL: '', CMS_PUBLIC_URL: '' })).toEqual([]);
  });

  it('needs no secret to build the admin panel, but checks the other variables', () => {
    expect(cmsEnvironmentProblems({}, { building: true })).toEqual([]);
    expect(cmsEnvironmentProblems({ CMS_PORT: '0' }, { building: true })).toEqual([
      'CMS_PORT must be a whole number from 1 to 65535, got "0"',
    ]);
  });

  it('names each variable that is missing or wrong, with what it got', () => {
    expect(
      cmsEnvironmentProblems({
        ...SECRETS,
        APP_KEYS: '',
        CMS_PORT: '13o7',
        DATABASE_SSL: 'yes',
        CMS_PUBLIC_URL: 'cms.example.org',
        DATABASE_CLIENT: 'mysql',
        CMS_API_TOKEN: 'short',
        SITE_REBUILD_WEBHOOK_URL: 'http://127.0.0.1:4322/rebuild',
      }),
    ).toEqual([
      'APP_KEYS is required (a secret; see .env.example)',
      'CMS_PORT must be a whole number from 1 to 65535, got "13o7"',
      'DATABASE_SSL must be true or false, got "yes"',
      'CMS_PUBLIC_URL must be an http(s) URL, got "cms.example.org"',
      'DATABASE_CLIENT must be "sqlite" or "postgres", got "mysql"',
      'CMS_API_TOKEN must be at least 32 characters',
      'SITE_REBUILD_TOKEN is required with SITE_REBUILD_WEBHOOK_URL',
    ]);
  });
});

describe('the CMS started with a wrong variable', () => {
  it('stops before it listens, naming the variable', () => {
    const run = spawnSync(process.execPath, [strapiBin(), 'start'], {
      cwd: cmsDir,
      env: { PATH: process.env.PATH, ...quietEnv, ...SECRETS, NODE_ENV: 'production', CMS_PORT: '13o7' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain('CMS_PORT must be a whole number from 1 to 65535, got "13o7"');
  }, 70_000);
});
