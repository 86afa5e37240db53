import path from 'node:path';
import * as v from 'valibot';

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
    MONGODB_URI: v.optional(
      v.pipe(v.string(), v.regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')),
    ),
    MONGODB_DB: v.optional(
      v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,63}$/, 'must be a database name (letters, digits, _ and -)')),
      'stem_career_day',
    ),
    CMS_URL: httpUrl('http://127.0.0.1:1337'),
    SITE_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty'))),
    TRUST_PROXY: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^(true|false|\d+|[\d.:/a-fA-F, ]+)$/, 'must be true, false, a hop count or a list of proxy addresses'),
      ),
      'false',
    ),
  }),
  v.forward(
    v.check((env) => env.STORE !== 'mongodb' || env.MONGODB_URI !== undefined, 'is required when STORE=mongodb'),
    ['MONGODB_URI'],
  ),
);

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  store: { kind: 'sqlite'; path: string } | { kind: 'mongodb'; uri: string; dbName: string };
  cmsUrl: string;
  /** Folder of the built site, served on the same origin when set (local one-origin set-up). */
  siteDir: string | undefined;
  trustProxy: boolean | number | string;
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
  const raw = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, raw);
  if (!result.success) {
    // One line per variable: its first problem is the one to fix.
    const problems = new Map<string, string>();
    for (const issue of result.issues) {
      const variable = String(issue.path?.[0]?.key ?? 'environment');
      if (!problems.has(variable))
        problems.set(variable, `${issue.message} (got ${describeValue(variable, raw[variable])})`);
    }
    throw new ConfigError([...problems].map(([variable, problem]) => ({ variable, problem })));
  }
  const env = result.output;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    store:
      env.STORE === 'mongodb'
        ? { kind: 'mongodb', uri: env.MONGODB_URI as string, dbName: env.MONGODB_DB }
        : { kind: 'sqlite', path: path.resolve(cwd, env.SQLITE_PATH) },
    cmsUrl: env.CMS_URL,
    siteDir: env.SITE_DIR === undefined ? undefined : path.resolve(cwd, env.SITE_DIR),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

/** Echoes a bad value so the fix is obvious, except where the value may hold a credential. */
function describeValue(variable: string, value: string | undefined): string {
  if (value === undefined) return 'unset';
  if (/URI|SECRET|PASSWORD|TOKEN|KEY/.test(variable)) return 'a value that is not shown';
  return JSON.stringify(value);
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
