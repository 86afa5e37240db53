import path from 'node:path';
import * as v from 'valibot';
import type { MailRetryPolicy } from '../mail/mail-worker.ts';
import { parseEnvironment } from '@stem/shared';
import { RATE_LIMIT_DEFAULTS } from '@stem/shared/config/rate-limits';

const port = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,5}$/, 'must be a port number (1-65535)'),
    v.transform(Number),
    v.minValue(1, 'must be a port number (1-65535)'),
    v.maxValue(65535, 'must be a port number (1-65535)'),
  );

const httpUrl = (fallback?: string) =>
  v.pipe(
    fallback === undefined ? v.string() : v.optional(v.string(), fallback),
    v.url('must be an http(s) URL'),
    v.regex(/^https?:\/\//, 'must be an http(s) URL'),
    v.transform((url) => url.replace(/\/+$/, '')),
  );

const integer = (fallback: string, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,9}$/, `must be a whole number from ${min} to ${max}`),
    v.transform(Number),
    v.minValue(min, `must be a whole number from ${min} to ${max}`),
    v.maxValue(max, `must be a whole number from ${min} to ${max}`),
  );

const WINDOW_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;
const RATE_LIMIT_FORMAT = 'must be requests per window, e.g. 20/15m (window in s, m or h)';

/** "20/15m": at most 20 requests per client IP in any 15-minute window. */
const rateLimit = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^[1-9]\d{0,6}\/[1-9]\d{0,3}[smh]$/, RATE_LIMIT_FORMAT),
    v.transform((value): RateLimit => {
      const [max, window] = value.split('/') as [string, string];
      const unit = window.slice(-1) as keyof typeof WINDOW_MS;
      return { max: Number(max), windowMs: Number(window.slice(0, -1)) * WINDOW_MS[unit] };
    }),
  );

const secret = (minLength: number) =>
  v.optional(v.pipe(v.string(), v.minLength(minLength, `must be at least ${minLength} characters`)));

/** One address of a list (STAFF_EMAILS): the shape only; the provider says whether it is verified. */
const EMAIL_FORMAT = /^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/;

/** A claim name, or a dot path into nested claims (Keycloak's `realm_access.roles`). */
const CLAIM_PATH = /^[A-Za-z_][\w:-]*(\.[A-Za-z_][\w:-]*)*$/;

/** A bare address or `Name <address>`; nodemailer does the rest of the parsing. */
const MAIL_FROM_FORMAT = /^([^<>\r\n]+<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

const EnvSchema = v.pipe(
  v.object({
    NODE_ENV: v.optional(
      v.picklist(['development', 'production', 'test'], 'must be development, production or test'),
      'development',
    ),
    HOST: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), '127.0.0.1'),
    PORT: port('8080'),
    LOG_LEVEL: v.optional(
      v.picklist(
        ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
        'must be one of fatal, error, warn, info, debug, trace, silent',
      ),
      'info',
    ),
    STORE: v.optional(v.picklist(['sqlite', 'mongodb'], 'must be sqlite or mongodb'), 'sqlite'),
    SQLITE_PATH: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), './data/registrations.sqlite'),
    // How long a write waits (without blocking the process) for another connection's lock before a 503.
    SQLITE_BUSY_WAIT_MS: integer('5000', 0, 60_000),
    // Uploaded files with STORE=sqlite (MongoDB keeps them in GridFS): default, a `files` folder beside SQLITE_PATH.
    FILES_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty'))),
    MONGODB_URI: v.optional(
      v.pipe(v.string(), v.regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')),
    ),
    // Shared state for several API instances (rate-limit counters, used captcha solutions): Redis when set,
    // else the database (DESIGN.md §9).
    REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\/[^\s]+$/, 'must start with redis:// or rediss://'))),
    MONGODB_DB: v.optional(
      v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,63}$/, 'must be a database name (letters, digits, _ and -)')),
      'stem_career_day',
    ),
    CMS_URL: httpUrl('http://127.0.0.1:1337'),
    PUBLIC_SITE_URL: httpUrl('http://localhost:8080'),
    SEED_DEMO_GROUPS: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'false'),
    SITE_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty'))),
    TRUST_PROXY: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^(true|false|\d+|[\d.:/a-fA-F, ]+)$/, 'must be true, false, a hop count or a list of proxy addresses'),
      ),
      'false',
    ),
    CAPTCHA_PROVIDER: v.optional(v.picklist(['altcha', 'recaptcha'], 'must be altcha or recaptcha'), 'altcha'),
    ALTCHA_HMAC_KEY: secret(32),
    // PBKDF2 iterations per attempt, and the largest counter the client must reach: together the work.
    ALTCHA_COST: integer('1000', 1, 1_000_000),
    ALTCHA_COUNTER_MAX: integer('1000', 2, 10_000_000),
    RECAPTCHA_SECRET_KEY: secret(1),
    RECAPTCHA_SITE_KEY: secret(1),
    SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/[^\s]+$/, 'must start with smtp:// or smtps://'))),
    MAIL_FROM: v.optional(
      v.pipe(v.string(), v.regex(MAIL_FROM_FORMAT, 'must be an address or "Name <address>"')),
      'STEM Career Day <no-reply@stem-career-day.local>',
    ),
    OUTBOX_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), './data/outbox'),
    // The mail worker (DESIGN.md §8): the pause before the first retry (doubling up to the longest), the
    // attempts before a message counts as failed, and how often it looks for due messages.
    MAIL_RETRY_FIRST_MS: integer('30000', 0, 86_400_000),
    MAIL_RETRY_LONGEST_MS: integer('3600000', 0, 86_400_000),
    MAIL_MAX_ATTEMPTS: integer('10', 1, 100),
    MAIL_POLL_MS: integer('5000', 10, 3_600_000),
    // A claimed message is the claiming worker's this long: more than a send can take (SMTP gives up in 30 s).
    MAIL_LEASE_MS: integer('300000', 1000, 3_600_000),
    CMS_CACHE_SECONDS: integer('30', 0, 86_400),
    // A read-only Strapi API token: the CMS content the public role cannot read (the organisers' addresses).
    CMS_API_TOKEN: secret(32),
    // Where a contact question goes when the CMS has no address for its subject (and never had one).
    CONTACT_FALLBACK_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an email address'))),
    RATE_LIMIT_GENERAL: rateLimit(RATE_LIMIT_DEFAULTS.RATE_LIMIT_GENERAL),
    RATE_LIMIT_NOT_FOUND: rateLimit(RATE_LIMIT_DEFAULTS.RATE_LIMIT_NOT_FOUND),
    // A school's computer room or a class's phones share one public address: 30 students, their group code
    // checks and a few parents' consents in a quarter hour must fit (the captcha's work already slows a script).
    RATE_LIMIT_CREATES: rateLimit(RATE_LIMIT_DEFAULTS.RATE_LIMIT_CREATES),
    RATE_LIMIT_GROUP_CODE: rateLimit(RATE_LIMIT_DEFAULTS.RATE_LIMIT_GROUP_CODE),
    RATE_LIMIT_CONTACT: rateLimit(RATE_LIMIT_DEFAULTS.RATE_LIMIT_CONTACT),
    RATE_LIMIT_UPLOADS: rateLimit(RATE_LIMIT_DEFAULTS.RATE_LIMIT_UPLOADS),
    // Completed logins (sessions) per address: a school lab of a class signing in at once stays under it.
    RATE_LIMIT_LOGIN: rateLimit(RATE_LIMIT_DEFAULTS.RATE_LIMIT_LOGIN),
    // Login (DESIGN.md §4): any OpenID Connect provider; unset means login is off (not in production).
    OIDC_ISSUER_URL: v.optional(httpUrl()),
    OIDC_CLIENT_ID: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty'))),
    OIDC_CLIENT_SECRET: secret(16),
    OIDC_SCOPES: v.optional(
      v.pipe(v.string(), v.regex(/(^|\s)openid(\s|$)/, 'must include openid')),
      'openid email profile',
    ),
    // What the provider needs to open its sign-up page: `prompt=create` (OpenID's registration value),
    // `screen_hint=signup` (Auth0), or `kc_action=register` (Keycloak before prompt=create).
    OIDC_SIGNUP_PARAMS: v.optional(
      v.pipe(v.string(), v.regex(/^[a-z_]+=[^&=\s]+(&[a-z_]+=[^&=\s]+)*$/, 'must be name=value pairs joined by &')),
      'prompt=create',
    ),
    AUTH_SECRET: secret(32),
    ACCESS_TOKEN_MINUTES: integer('15', 1, 30),
    SESSION_HOURS: integer('12', 1, 720),
    // Staff (the organisers' desk, /staff): verified emails, comma separated, and/or a role claim of the provider.
    STAFF_EMAILS: v.optional(
      v.pipe(
        v.string(),
        v.transform((list) =>
          list
            .split(',')
            .map((email) => email.trim())
            .filter((email) => email !== ''),
        ),
        v.check(
          (emails) => emails.every((email) => EMAIL_FORMAT.test(email)),
          'must be email addresses separated by commas',
        ),
      ),
      '',
    ),
    // A claim path in the ID token or userinfo (`roles`, `realm_access.roles`); unset: no role makes staff.
    STAFF_ROLE_CLAIM: v.optional(
      v.pipe(v.string(), v.regex(CLAIM_PATH, 'must be a claim name or dot path, e.g. roles or realm_access.roles')),
    ),
    STAFF_ROLE: v.optional(
      v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,100}$/, 'must be a role name without spaces')),
      'stem-staff',
    ),
    // How often the API runs the retention job (hours); 0 turns it off (run it from the command line instead).
    RETENTION_JOB_HOURS: integer('24', 0, 720),
    // From how many days before a career day its reminder is mailed to everyone registered; 0 sends none.
    EVENT_REMINDER_DAYS: integer('3', 0, 30),
    // Signs the check-in QR codes of confirmations (check-in/check-in-token.ts); must outlive every mail sent.
    CHECKIN_HMAC_KEY: secret(32),
  }),
  v.forward(
    v.check((env) => env.STORE !== 'mongodb' || env.MONGODB_URI !== undefined, 'is required when STORE=mongodb'),
    ['MONGODB_URI'],
  ),
  // A key generated per process would change on every restart and differ between instances.
  v.forward(
    v.check(
      (env) => env.NODE_ENV !== 'production' || env.CAPTCHA_PROVIDER !== 'altcha' || env.ALTCHA_HMAC_KEY !== undefined,
      'is required in production (CAPTCHA_PROVIDER=altcha)',
    ),
    ['ALTCHA_HMAC_KEY'],
  ),
  // A key generated per process would void every QR code already mailed at the next restart.
  v.forward(
    v.check((env) => env.NODE_ENV !== 'production' || env.CHECKIN_HMAC_KEY !== undefined, 'is required in production'),
    ['CHECKIN_HMAC_KEY'],
  ),
  // The demo group's code is in the README: never in production.
  v.forward(
    v.check(
      (env) => env.NODE_ENV !== 'production' || env.SEED_DEMO_GROUPS !== 'true',
      'must not be true in production',
    ),
    ['SEED_DEMO_GROUPS'],
  ),
  v.forward(
    v.check((env) => env.NODE_ENV !== 'production' || env.OIDC_ISSUER_URL !== undefined, 'is required in production'),
    ['OIDC_ISSUER_URL'],
  ),
  v.forward(
    v.check(
      (env) => env.OIDC_ISSUER_URL === undefined || env.OIDC_CLIENT_ID !== undefined,
      'is required with OIDC_ISSUER_URL',
    ),
    ['OIDC_CLIENT_ID'],
  ),
  v.forward(
    v.check(
      (env) => env.OIDC_ISSUER_URL === undefined || env.OIDC_CLIENT_SECRET !== undefined,
      'is required with OIDC_ISSUER_URL',
    ),
    ['OIDC_CLIENT_SECRET'],
  ),
  // Per-process secrets would log everyone out on a restart and differ between instances.
  v.forward(
    v.check((env) => env.NODE_ENV !== 'production' || env.AUTH_SECRET !== undefined, 'is required in production'),
    ['AUTH_SECRET'],
  ),
  // Without it the organisers' addresses that staff edit in the CMS would never be read.
  v.forward(
    v.check((env) => env.NODE_ENV !== 'production' || env.CMS_API_TOKEN !== undefined, 'is required in production'),
    ['CMS_API_TOKEN'],
  ),
  // The local default is nobody's inbox: in production a question must reach a person.
  v.forward(
    v.check(
      (env) => env.NODE_ENV !== 'production' || env.CONTACT_FALLBACK_EMAIL !== undefined,
      'is required in production',
    ),
    ['CONTACT_FALLBACK_EMAIL'],
  ),
  // Refresh cookies are Secure outside localhost; over plain http a browser would drop them.
  v.forward(
    v.check(
      (env) => env.NODE_ENV !== 'production' || env.PUBLIC_SITE_URL?.startsWith('https://') === true,
      'must be https in production',
    ),
    ['PUBLIC_SITE_URL'],
  ),
  v.forward(
    v.check(
      (env) => env.CAPTCHA_PROVIDER !== 'recaptcha' || env.RECAPTCHA_SECRET_KEY !== undefined,
      'is required when CAPTCHA_PROVIDER=recaptcha',
    ),
    ['RECAPTCHA_SECRET_KEY'],
  ),
  v.forward(
    v.check(
      (env) => env.CAPTCHA_PROVIDER !== 'recaptcha' || env.RECAPTCHA_SITE_KEY !== undefined,
      'is required when CAPTCHA_PROVIDER=recaptcha',
    ),
    ['RECAPTCHA_SITE_KEY'],
  ),
);

/** Every variable the API reads (the test that .env.example documents them all uses it). */
export const API_ENV_VARIABLES: readonly string[] = Object.keys(EnvSchema.pipe[0].entries);

/** Outside production, without CONTACT_FALLBACK_EMAIL: an address of the local outbox's own domain. */
export const LOCAL_CONTACT_FALLBACK_EMAIL = 'organisers@stem-career-day.local';

/** At most `max` requests per client IP in any `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** The named limits routes opt into with `config: { rateLimitTier }` (SECURITY.md item 15). */
export const RATE_LIMIT_TIERS = ['creates', 'groupCode', 'contact', 'uploads', 'login'] as const;
export type RateLimitTier = (typeof RATE_LIMIT_TIERS)[number];

export type CaptchaConfig =
  | {
      provider: 'altcha';
      /** Unset outside production: the captcha plugin then generates one per process, with a warning. */
      hmacKey: string | undefined;
      cost: number;
      counterMax: number;
    }
  | { provider: 'recaptcha'; secretKey: string; siteKey: string };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  store: { kind: 'sqlite'; path: string; busyWaitMs: number } | { kind: 'mongodb'; uri: string; dbName: string };
  /** Where rate-limit counters and used captcha solutions live: Redis, or (unset) the store. */
  redisUrl: string | undefined;
  /** Where uploaded files live: a folder (SQLite set-ups) or GridFS in the MongoDB store's database. */
  files: { kind: 'disk'; dir: string; busyWaitMs: number } | { kind: 'gridfs'; uri: string; dbName: string };
  cmsUrl: string;
  /** The site's public origin, for links in emails. */
  publicSiteUrl: string;
  /** Inserts the README's demo MSGROUP at start (local set-ups only). */
  seedDemoGroups: boolean;
  /** Folder of the built site, served on the same origin when set (local one-origin set-up). */
  siteDir: string | undefined;
  trustProxy: boolean | number | string;
  captcha: CaptchaConfig;
  mail: {
    from: string;
    /** Unset: every message is written to outboxDir as an .eml file instead of being sent. */
    smtpUrl: string | undefined;
    outboxDir: string;
    /** The worker's retries of a message that could not be sent. */
    retry: MailRetryPolicy;
    /** How often the worker looks for due messages when nothing woke it. */
    pollMs: number;
    /** How long a claimed message stays the claiming worker's (a process that died holds it this long). */
    leaseMs: number;
  };
  /** How long the API keeps CMS answers (switches, catalogues) in memory before asking again. */
  cmsCacheSeconds: number;
  /** Sent as a bearer token to read CMS content the public cannot (the organisers' addresses); unset: not read. */
  cmsApiToken: string | undefined;
  contact: {
    /** Where a question goes when the CMS knows no address for its subject. */
    fallbackEmail: string;
  };
  rateLimits: { general: RateLimit; notFound: RateLimit } & Record<RateLimitTier, RateLimit>;
  auth: AuthConfig;
  retention: {
    /** Hours between two runs of the retention job in the API process; 0: it never runs there. */
    jobHours: number;
  };
  reminders: {
    /** From how many days before a career day its reminders are mailed; 0: never. */
    daysBefore: number;
  };
  checkIn: {
    /** Signs the check-in tokens of confirmations; unset outside production: one per process, with a warning. */
    hmacKey: string | undefined;
  };
}

/** Who is staff (the organisers' desk, SECURITY.md item 29): only ever a verified email. */
export interface StaffConfig {
  /** Verified emails that are staff whatever the provider's roles. */
  emails: string[];
  /** The claim (dot path) whose value, or one of whose values, must be `role`; unset: roles are not read. */
  roleClaim: string | undefined;
  role: string;
}

export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  /** Extra authorization parameters that open the provider's sign-up page. */
  signupParams: Record<string, string>;
}

export interface AuthConfig {
  /** Unset: login is off and /auth/* answers 503 (allowed outside production only). */
  oidc: OidcConfig | undefined;
  /** Signs login cookies and access tokens. Unset outside production: generated per process, with a warning. */
  secret: string | undefined;
  accessTokenSeconds: number;
  sessionSeconds: number;
  staff: StaffConfig;
}

/** Thrown when the environment is invalid; the message names every variable that is wrong. */
export class ConfigError extends Error {
  readonly variables: string[];
  constructor(problems: Array<{ variable: string; problem: string }>) {
    super(
      `Invalid environment:\n${problems.map((p) => `  ${p.variable} ${p.problem}`).join('\n')}\nSee .env.example for every variable.`,
    );
    this.name = 'ConfigError';
    this.variables = problems.map((p) => p.variable);
  }
}

/** Reads and validates the registration API's environment. Empty strings count as unset. */
export function loadConfig(source: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  const result = parseEnvironment(EnvSchema, source);
  if (!result.success) {
    throw new ConfigError(
      result.problems.map(({ variable, message, value }) => ({
        variable,
        problem: `${message} (got ${describeValue(variable, value)})`,
      })),
    );
  }
  const env = result.output;
  const sqlitePath = path.resolve(cwd, env.SQLITE_PATH);
  const filesDir = path.resolve(cwd, env.FILES_DIR ?? path.join(path.dirname(sqlitePath), 'files'));
  const siteDir = env.SITE_DIR === undefined ? undefined : path.resolve(cwd, env.SITE_DIR);
  // The site folder is served to anyone: registrants' files must never be under it.
  const fromSite = siteDir === undefined ? '..' : path.relative(siteDir, filesDir);
  if (env.STORE === 'sqlite' && !fromSite.startsWith('..') && !path.isAbsolute(fromSite)) {
    throw new ConfigError([{ variable: 'FILES_DIR', problem: `must not be inside SITE_DIR (got ${filesDir})` }]);
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    store:
      env.STORE === 'mongodb'
        ? { kind: 'mongodb', uri: env.MONGODB_URI as string, dbName: env.MONGODB_DB }
        : { kind: 'sqlite', path: sqlitePath, busyWaitMs: env.SQLITE_BUSY_WAIT_MS },
    redisUrl: env.REDIS_URL,
    files:
      env.STORE === 'mongodb'
        ? { kind: 'gridfs', uri: env.MONGODB_URI as string, dbName: env.MONGODB_DB }
        : { kind: 'disk', dir: filesDir, busyWaitMs: env.SQLITE_BUSY_WAIT_MS },
    cmsUrl: env.CMS_URL,
    publicSiteUrl: env.PUBLIC_SITE_URL,
    seedDemoGroups: env.SEED_DEMO_GROUPS === 'true',
    siteDir,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    captcha:
      env.CAPTCHA_PROVIDER === 'recaptcha'
        ? {
            provider: 'recaptcha',
            secretKey: env.RECAPTCHA_SECRET_KEY as string,
            siteKey: env.RECAPTCHA_SITE_KEY as string,
          }
        : {
            provider: 'altcha',
            hmacKey: env.ALTCHA_HMAC_KEY,
            cost: env.ALTCHA_COST,
            counterMax: env.ALTCHA_COUNTER_MAX,
          },
    mail: {
      from: env.MAIL_FROM,
      smtpUrl: env.SMTP_URL,
      outboxDir: path.resolve(cwd, env.OUTBOX_DIR),
      retry: {
        firstDelayMs: env.MAIL_RETRY_FIRST_MS,
        longestDelayMs: Math.max(env.MAIL_RETRY_FIRST_MS, env.MAIL_RETRY_LONGEST_MS),
        maxAttempts: env.MAIL_MAX_ATTEMPTS,
      },
      pollMs: env.MAIL_POLL_MS,
      leaseMs: env.MAIL_LEASE_MS,
    },
    cmsCacheSeconds: env.CMS_CACHE_SECONDS,
    cmsApiToken: env.CMS_API_TOKEN,
    contact: { fallbackEmail: env.CONTACT_FALLBACK_EMAIL ?? LOCAL_CONTACT_FALLBACK_EMAIL },
    rateLimits: {
      general: env.RATE_LIMIT_GENERAL,
      notFound: env.RATE_LIMIT_NOT_FOUND,
      creates: env.RATE_LIMIT_CREATES,
      groupCode: env.RATE_LIMIT_GROUP_CODE,
      contact: env.RATE_LIMIT_CONTACT,
      uploads: env.RATE_LIMIT_UPLOADS,
      login: env.RATE_LIMIT_LOGIN,
    },
    auth: {
      oidc:
        env.OIDC_ISSUER_URL === undefined
          ? undefined
          : {
              issuerUrl: env.OIDC_ISSUER_URL,
              clientId: env.OIDC_CLIENT_ID as string,
              clientSecret: env.OIDC_CLIENT_SECRET as string,
              scopes: env.OIDC_SCOPES,
              signupParams: Object.fromEntries(new URLSearchParams(env.OIDC_SIGNUP_PARAMS)),
            },
      secret: env.AUTH_SECRET,
      accessTokenSeconds: env.ACCESS_TOKEN_MINUTES * 60,
      sessionSeconds: env.SESSION_HOURS * 3600,
      staff: { emails: env.STAFF_EMAILS, roleClaim: env.STAFF_ROLE_CLAIM, role: env.STAFF_ROLE },
    },
    retention: { jobHours: env.RETENTION_JOB_HOURS },
    reminders: { daysBefore: env.EVENT_REMINDER_DAYS },
    checkIn: { hmacKey: env.CHECKIN_HMAC_KEY },
  };
}

/** Echoes a bad value so the fix is obvious, except where the value may hold a credential. */
function describeValue(variable: string, value: string | undefined): string {
  if (value === undefined) return 'unset';
  if (/URI|SMTP_URL|REDIS_URL|SECRET|PASSWORD|TOKEN|KEY/.test(variable)) return 'a value that is not shown';
  return JSON.stringify(value);
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
