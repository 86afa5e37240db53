import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ENV_VARIABLES, ConfigError, loadConfig } from './env.ts';

function problemWith(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

/** What production needs besides the captcha key, so each case below varies one thing. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_SITE_URL: 'https://careerday.example.org',
  OIDC_ISSUER_URL: 'https://login.example.org/realms/stem',
  OIDC_CLIENT_ID: 'stem-site',
  OIDC_CLIENT_SECRET: 'client-secret-value-0123456789',
  AUTH_SECRET: 'a'.repeat(32),
  CMS_API_TOKEN: 't'.repeat(48),
  CONTACT_FALLBACK_EMAIL: 'questions@careerday.example.org',
  CHECKIN_HMAC_KEY: 'c'.repeat(32),
};

describe('registration API environment', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      store: { kind: 'sqlite', path: path.resolve('/srv/app', 'data/registrations.sqlite'), busyWaitMs: 5000 },
      redisUrl: undefined,
      cmsUrl: 'http://127.0.0.1:1337',
      siteDir: undefined,
      trustProxy: false,
    });
  });

  it.each([
    ['PORT', 'abc', /PORT must be a port number \(1-65535\) \(got "abc"\)/],
    ['PORT', '70000', /PORT must be a port number/],
    ['STORE', 'postgres', /STORE must be sqlite or mongodb \(got "postgres"\)/],
    ['CMS_URL', 'not a url', /CMS_URL must be an http\(s\) URL/],
    ['CMS_URL', 'ftp://cms.example', /CMS_URL must be an http\(s\) URL/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of/],
    ['MONGODB_DB', 'bad name!', /MONGODB_DB must be a database name/],
    ['CAPTCHA_PROVIDER', 'hcaptcha', /CAPTCHA_PROVIDER must be altcha or recaptcha \(got "hcaptcha"\)/],
    ['ALTCHA_HMAC_KEY', 'short', /ALTCHA_HMAC_KEY must be at least 32 characters \(got a value that is not shown\)/],
    ['ALTCHA_COST', '0', /ALTCHA_COST must be a whole number from 1 to 1000000/],
    ['ALTCHA_COUNTER_MAX', 'lots', /ALTCHA_COUNTER_MAX must be a whole number/],
    ['SMTP_URL', 'http://mail.example', /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    ['MAIL_FROM', 'not an address', /MAIL_FROM must be an address or "Name <address>"/],
    ['CMS_CACHE_SECONDS', '-1', /CMS_CACHE_SECONDS must be a whole number from 0 to 86400/],
    ['RATE_LIMIT_GENERAL', '100', /RATE_LIMIT_GENERAL must be requests per window, e.g. 20\/15m/],
    ['RATE_LIMIT_CREATES', '0/1m', /RATE_LIMIT_CREATES must be requests per window/],
    ['RATE_LIMIT_LOGIN', '5/1d', /RATE_LIMIT_LOGIN must be requests per window/],
  ])('names %s when it is %j', (variable, value, message) => {
    const error = problemWith({ [variable]: value });
    expect(error.variables).toEqual([variable]);
    expect(error.message).toMatch(message);
  });

  it('requires MONGODB_URI when STORE=mongodb, and never prints a URI', () => {
    expect(problemWith({ STORE: 'mongodb' }).message).toMatch(/MONGODB_URI is required when STORE=mongodb/);
    const error = problemWith({ STORE: 'mongodb', MONGODB_URI: 'http://user:secret@db' });
    expect(error.variables).toEqual(['MONGODB_URI']);
    expect(error.message).not.toContain('secret');
  });

  it('names every wrong variable at once', () => {
    expect(problemWith({ PORT: 'x', STORE: 'y' }).variables).toEqual(['PORT', 'STORE']);
  });

  it('reads a MongoDB configuration', () => {
    const config = loadConfig({ STORE: 'mongodb', MONGODB_URI: 'mongodb://db:27017/?replicaSet=rs0' });
    expect(config.store).toEqual({
      kind: 'mongodb',
      uri: 'mongodb://db:27017/?replicaSet=rs0',
      dbName: 'stem_career_day',
    });
  });

  it('defaults to ALTCHA with a per-process key, the outbox, a 30 s CMS cache and the default limits', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.captcha).toEqual({ provider: 'altcha', hmacKey: undefined, cost: 1000, counterMax: 1000 });
    expect(config.mail).toEqual({
      from: 'STEM Career Day <no-reply@stem-career-day.local>',
      smtpUrl: undefined,
      outboxDir: path.resolve('/srv/app', 'data/outbox'),
      // Retries from 30 s, doubling up to an hour; failed for good after 10 attempts.
      retry: { firstDelayMs: 30_000, longestDelayMs: 3_600_000, maxAttempts: 10 },
      pollMs: 5000,
      leaseMs: 300_000,
    });
    expect(config.cmsCacheSeconds).toBe(30);
    expect(config.rateLimits).toEqual({
      general: { max: 600, windowMs: 60_000 },
      notFound: { max: 60, windowMs: 60_000 },
      creates: { max: 150, windowMs: 900_000 },
      groupCode: { max: 90, windowMs: 900_000 },
      contact: { max: 10, windowMs: 900_000 },
      uploads: { max: 60, windowMs: 900_000 },
      login: { max: 120, windowMs: 900_000 },
    });
  });

  it('requires CHECKIN_HMAC_KEY of 32+ characters in production, and generates one per process elsewhere', () => {
    const { CHECKIN_HMAC_KEY: _key, ...withoutKey } = PRODUCTION;
    const error = problemWith({ ...withoutKey, ALTCHA_HMAC_KEY: 'k'.repeat(32) });
    expect(error.variables).toEqual(['CHECKIN_HMAC_KEY']);
    expect(error.message).toMatch(/CHECKIN_HMAC_KEY is required in production/);
    expect(problemWith({ ...PRODUCTION, ALTCHA_HMAC_KEY: 'k'.repeat(32), CHECKIN_HMAC_KEY: 'short' }).message).toMatch(
      /CHECKIN_HMAC_KEY must be at least 32 characters \(got a value that is not shown\)/,
    );
    expect(loadConfig({}).checkIn).toEqual({ hmacKey: undefined });
  });

  it('requires ALTCHA_HMAC_KEY in production, and not with reCAPTCHA', () => {
    const error = problemWith(PRODUCTION);
    expect(error.variables).toEqual(['ALTCHA_HMAC_KEY']);
    expect(error.message).toMatch(/ALTCHA_HMAC_KEY is required in production/);
    expect(loadConfig({ ...PRODUCTION, ALTCHA_HMAC_KEY: 'k'.repeat(32) }).captcha).toMatchObject({
      provider: 'altcha',
      hmacKey: 'k'.repeat(32),
    });
    expect(
      loadConfig({
        ...PRODUCTION,
        CAPTCHA_PROVIDER: 'recaptcha',
        RECAPTCHA_SECRET_KEY: 'secret',
        RECAPTCHA_SITE_KEY: 'site',
      }).captcha,
    ).toEqual({ provider: 'recaptcha', secretKey: 'secret', siteKey: 'site' });
  });

  it('requires both reCAPTCHA keys with CAPTCHA_PROVIDER=recaptcha, and never prints them', () => {
    const error = problemWith({ CAPTCHA_PROVIDER: 'recaptcha' });
    expect(error.variables).toEqual(['RECAPTCHA_SECRET_KEY', 'RECAPTCHA_SITE_KEY']);
    expect(error.message).toMatch(/RECAPTCHA_SECRET_KEY is required when CAPTCHA_PROVIDER=recaptcha/);
    expect(problemWith({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET_KEY: 'secret-value' }).message).not.toContain(
      'secret-value',
    );
  });

  it('reads the identity provider, the token secret and lifetimes, never printing a secret', () => {
    const config = loadConfig({
      OIDC_ISSUER_URL: 'https://login.example.org/realms/stem/',
      OIDC_CLIENT_ID: 'stem-site',
      OIDC_CLIENT_SECRET: 'client-secret-value-0123456789',
      OIDC_SIGNUP_PARAMS: 'screen_hint=signup',
      AUTH_SECRET: 's'.repeat(40),
      ACCESS_TOKEN_MINUTES: '10',
      SESSION_HOURS: '8',
    });
    expect(config.auth).toEqual({
      oidc: {
        issuerUrl: 'https://login.example.org/realms/stem',
        clientId: 'stem-site',
        clientSecret: 'client-secret-value-0123456789',
        scopes: 'openid email profile',
        signupParams: { screen_hint: 'signup' },
      },
      secret: 's'.repeat(40),
      accessTokenSeconds: 600,
      sessionSeconds: 8 * 3600,
      staff: { emails: [], roleClaim: undefined, role: 'stem-staff' },
    });
    expect(loadConfig({}).auth).toMatchObject({ oidc: undefined, secret: undefined, accessTokenSeconds: 900 });
    expect(
      loadConfig({ OIDC_ISSUER_URL: 'http://127.0.0.1:4011', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 'x'.repeat(16) })
        .auth.oidc?.signupParams,
    ).toEqual({ prompt: 'create' });

    const missing = problemWith({ OIDC_ISSUER_URL: 'https://login.example.org', OIDC_CLIENT_SECRET: 'short' });
    expect(missing.variables).toEqual(['OIDC_CLIENT_SECRET', 'OIDC_CLIENT_ID']);
    expect(missing.message).not.toContain('short');
    expect(problemWith({ ACCESS_TOKEN_MINUTES: '60' }).message).toMatch(
      /ACCESS_TOKEN_MINUTES must be a whole number from 1 to 30/,
    );
    expect(problemWith({ OIDC_SCOPES: 'email profile' }).message).toMatch(/OIDC_SCOPES must include openid/);
    expect(problemWith({ OIDC_SIGNUP_PARAMS: 'prompt=create&&x' }).variables).toEqual(['OIDC_SIGNUP_PARAMS']);
    expect(problemWith({ AUTH_SECRET: 'too-short-secret' }).message).not.toContain('too-short-secret');
  });

  it('requires login, its secret and an https site in production', () => {
    const base = { ...PRODUCTION, ALTCHA_HMAC_KEY: 'k'.repeat(32) };
    expect(loadConfig(base).auth.oidc?.clientId).toBe('stem-site');
    for (const variable of ['OIDC_ISSUER_URL', 'AUTH_SECRET', 'CMS_API_TOKEN', 'CONTACT_FALLBACK_EMAIL'] as const) {
      const { [variable]: _left, ...without } = base;
      expect(problemWith(without).message).toMatch(new RegExp(`${variable} is required in production`));
    }
    expect(problemWith({ ...base, PUBLIC_SITE_URL: 'http://careerday.example.org' }).message).toMatch(
      /PUBLIC_SITE_URL must be https in production/,
    );
  });

  it('reads the CMS token and the contact fallback address, with a local address outside production', () => {
    expect(loadConfig({})).toMatchObject({
      cmsApiToken: undefined,
      contact: { fallbackEmail: 'organisers@stem-career-day.local' },
    });
    expect(loadConfig({ CMS_API_TOKEN: 'x'.repeat(32), CONTACT_FALLBACK_EMAIL: 'help@example.net' })).toMatchObject({
      cmsApiToken: 'x'.repeat(32),
      contact: { fallbackEmail: 'help@example.net' },
    });
    expect(problemWith({ CONTACT_FALLBACK_EMAIL: 'help' }).message).toMatch(
      /CONTACT_FALLBACK_EMAIL must be an email address \(got "help"\)/,
    );
    const shortToken = problemWith({ CMS_API_TOKEN: 'short-token-value' });
    expect(shortToken.message).toMatch(/CMS_API_TOKEN must be at least 32 characters/);
    expect(shortToken.message).not.toContain('short-token-value');
  });

  it('keeps reCAPTCHA keys unused unless CAPTCHA_PROVIDER=recaptcha', () => {
    expect(loadConfig({ RECAPTCHA_SECRET_KEY: 's', RECAPTCHA_SITE_KEY: 'k' }).captcha.provider).toBe('altcha');
  });

  it('reads SMTP, the sender, the cache and the limits, never printing an SMTP URL', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://user:pass@mailpit:1025',
      MAIL_FROM: 'career.day@example.org',
      CMS_CACHE_SECONDS: '0',
      RATE_LIMIT_CREATES: '5/30s',
      RATE_LIMIT_LOGIN: '100/2h',
    });
    expect(config.mail).toMatchObject({ smtpUrl: 'smtp://user:pass@mailpit:1025', from: 'career.day@example.org' });
    expect(config.cmsCacheSeconds).toBe(0);
    expect(config.rateLimits.creates).toEqual({ max: 5, windowMs: 30_000 });
    expect(config.rateLimits.login).toEqual({ max: 100, windowMs: 7_200_000 });
    expect(problemWith({ SMTP_URL: 'smtp://user:hunter2@ mail' }).message).not.toContain('hunter2');
  });

  it('keeps uploaded files in a folder beside SQLITE_PATH unless FILES_DIR says where, and in GridFS with MongoDB', () => {
    expect(loadConfig({}, '/srv/app').files).toEqual({
      kind: 'disk',
      dir: path.resolve('/srv/app', 'data/files'),
      busyWaitMs: 5000,
    });
    expect(loadConfig({ SQLITE_PATH: '/var/lib/stem/r.sqlite', SQLITE_BUSY_WAIT_MS: '800' }).files).toEqual({
      kind: 'disk',
      dir: '/var/lib/stem/files',
      busyWaitMs: 800,
    });
    expect(loadConfig({ FILES_DIR: 'uploads' }, '/srv/app').files).toMatchObject({
      kind: 'disk',
      dir: '/srv/app/uploads',
    });
    expect(loadConfig({ STORE: 'mongodb', MONGODB_URI: 'mongodb://db:27017' }).files).toEqual({
      kind: 'gridfs',
      uri: 'mongodb://db:27017',
      dbName: 'stem_career_day',
    });
  });

  it('refuses FILES_DIR inside SITE_DIR, whose files are served to anyone', () => {
    expect(problemWith({ SITE_DIR: '/srv/site', FILES_DIR: '/srv/site/uploads' }).message).toMatch(
      /FILES_DIR must not be inside SITE_DIR/,
    );
    expect(problemWith({ SITE_DIR: '/srv/site', FILES_DIR: '/srv/site' }).variables).toEqual(['FILES_DIR']);
    expect(loadConfig({ SITE_DIR: '/srv/site', FILES_DIR: '/srv/site-files' }).files).toMatchObject({ kind: 'disk' });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', SITE_DIR: '' }).port).toBe(8080);
  });

  it('reads who is staff: a list of emails and an optional role claim', () => {
    expect(loadConfig({}).auth.staff).toEqual({ emails: [], roleClaim: undefined, role: 'stem-staff' });
    expect(
      loadConfig({
        STAFF_EMAILS: ' a@example.org, B@Example.org ,',
        STAFF_ROLE_CLAIM: 'realm_access.roles',
        STAFF_ROLE: 'organiser',
      }).auth.staff,
    ).toEqual({ emails: ['a@example.org', 'B@Example.org'], roleClaim: 'realm_access.roles', role: 'organiser' });
    expect(() => loadConfig({ STAFF_EMAILS: 'a@example.org, not an address' })).toThrow(
      /STAFF_EMAILS must be email addresses separated by commas/,
    );
    expect(() => loadConfig({ STAFF_ROLE_CLAIM: 'roles[0]' })).toThrow(/STAFF_ROLE_CLAIM must be a claim name/);
    expect(() => loadConfig({ STAFF_ROLE: 'two words' })).toThrow(/STAFF_ROLE must be a role name/);
  });

  it('runs the retention job every RETENTION_JOB_HOURS, or never for 0', () => {
    expect(loadConfig({}).retention.jobHours).toBe(24);
    expect(loadConfig({ RETENTION_JOB_HOURS: '0' }).retention.jobHours).toBe(0);
    expect(() => loadConfig({ RETENTION_JOB_HOURS: 'daily' })).toThrow(/RETENTION_JOB_HOURS must be a whole number/);
  });

  it('reads TRUST_PROXY as a flag, a hop count or addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });
});

describe('.env.example', () => {
  it('documents every variable the API reads', () => {
    const example = fs.readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const documented = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(API_ENV_VARIABLES.length).toBeGreaterThan(30);
    expect(API_ENV_VARIABLES.filter((variable) => !documented.has(variable))).toEqual([]);
  });
});
