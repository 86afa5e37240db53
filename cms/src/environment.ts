// The CMS's own reading of its environment, before Strapi reads it: Strapi names config keys, not variables
// ("Please set app.keys in config/server.js"), and `env.int` turns "12o0" into NaN without a word. Each
// service of the stack checks its variables at start and names the wrong one (README "Environment").

const SECRETS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
] as const;

const WHOLE_NUMBERS = {
  CMS_PORT: [1, 65535],
  DATABASE_PORT: [1, 65535],
  DATABASE_POOL_MIN: [0, 1000],
  DATABASE_POOL_MAX: [1, 1000],
  DATABASE_CONNECTION_TIMEOUT: [1, 3_600_000],
} as const;

const FLAGS = ['DATABASE_SSL', 'FLAG_DOC_LINKS', 'CMS_STARTUP_BANNER', 'WEBHOOKS_POPULATE_RELATIONS'] as const;

const URLS = ['CMS_PUBLIC_URL', 'SITE_REBUILD_WEBHOOK_URL'] as const;

/** Strapi's `env()` reads '' as a value; the stack reads it as unset (an empty line in .env, compose's `${X:-}`). */
const valueOf = (env: NodeJS.ProcessEnv, name: string) => {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
};

/**
 * What is wrong with the CMS's environment, one line per variable ("CMS_PORT must be …"); [] when nothing.
 * `building`: `strapi build` loads the configuration too, without the secrets a running CMS needs.
 */
export function cmsEnvironmentProblems(env: NodeJS.ProcessEnv, { building = false } = {}): string[] {
  const problems: string[] = [];
  for (const name of building ? [] : SECRETS) {
    if (!valueOf(env, name)) problems.push(`${name} is required (a secret; see .env.example)`);
  }
  for (const [name, [min, max]] of Object.entries(WHOLE_NUMBERS)) {
    const value = valueOf(env, name);
    if (value !== undefined && !(/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max)) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
    }
  }
  for (const name of FLAGS) {
    const value = valueOf(env, name);
    if (value !== undefined && !['true', 'false'].includes(value)) {
      problems.push(`${name} must be true or false, got "${value}"`);
    }
  }
  for (const name of URLS) {
    const value = valueOf(env, name);
    if (value !== undefined && !/^https?:\/\/[^\s/]+/.test(value)) {
      problems.push(`${name} must be an http(s) URL, got "${value}"`);
    }
  }
  const client = valueOf(env, 'DATABASE_CLIENT') ?? 'sqlite';
  if (!['sqlite', 'postgres'].includes(client)) {
    problems.push(`DATABASE_CLIENT must be "sqlite" or "postgres", got "${client}"`);
  }
  const apiToken = valueOf(env, 'CMS_API_TOKEN');
  if (apiToken !== undefined && apiToken.length < 32) problems.push('CMS_API_TOKEN must be at least 32 characters');
  if (valueOf(env, 'SITE_REBUILD_WEBHOOK_URL') && !valueOf(env, 'SITE_REBUILD_TOKEN')) {
    problems.push('SITE_REBUILD_TOKEN is required with SITE_REBUILD_WEBHOOK_URL');
  }
  return problems;
}

/**
 * Throws, naming every wrong variable, before Strapi reads its configuration. The Strapi command line's
 * command (`strapi build`, `strapi start`) says whether the secrets are needed.
 */
export function assertCmsEnvironment(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv,
): void {
  const problems = cmsEnvironmentProblems(env, { building: argv[2] === 'build' });
  if (problems.length > 0) {
    throw new Error(
      `Invalid CMS environment:\n${problems.map((line) => `  ${line}`).join('\n')}\nSee .env.example for every variable.`,
    );
  }
}
