import path from 'node:path';
import * as v from 'valibot';
import { parseEnvironment } from '@stem/shared';

const ORIGIN_FORMAT = 'must be an http(s) origin, e.g. http://127.0.0.1:4011';

/** An http(s) URL with nothing after the host and port (a trailing slash is dropped). */
const origin = v.pipe(
  v.string(),
  v.regex(/^https?:\/\/[^/?#\s]+\/?$/, ORIGIN_FORMAT),
  v.url(ORIGIN_FORMAT),
  v.transform((url) => new URL(url).origin),
);

const EnvSchema = v.object({
  // The same names the relying party (registration-api) reads, so one .env configures both sides.
  OIDC_ISSUER_URL: origin,
  OIDC_CLIENT_ID: v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,200}$/, 'must be printable ASCII without spaces')),
  OIDC_CLIENT_SECRET: v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters')),
  PUBLIC_SITE_URL: origin,
  IDP_DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), './data/identity-provider'),
  OUTBOX_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), './data/outbox'),
  IDP_COOKIE_KEY: v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters')),
});

export interface IdentityProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  siteUrl: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  initiateLoginUri: string;
  dataDir: string;
  outboxDir: string;
  cookieKey: string;
}

/** Names every variable that is missing or wrong, and what is wrong with it; never a secret's value. */
export class ConfigError extends Error {
  readonly variables: string[];
  constructor(problems: Array<{ variable: string; problem: string }>) {
    super(`Invalid environment:\n${problems.map((p) => `  ${p.variable} ${p.problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.variables = problems.map((p) => p.variable);
  }
}

/** Echoes a bad value so the fix is obvious, except where the value may be a credential. */
function describeValue(variable: string, value: string | undefined): string {
  if (value === undefined) return 'unset';
  if (/SECRET|KEY|PASSWORD|TOKEN/.test(variable)) return 'a value that is not shown';
  return JSON.stringify(value);
}

/** Reads and validates the identity provider's environment. Empty strings count as unset. */
export function loadIdentityProviderConfig(source: NodeJS.ProcessEnv, cwd = process.cwd()): IdentityProviderConfig {
  const result = parseEnvironment(EnvSchema, source);
  if (!result.success) {
    throw new ConfigError(
      result.problems.map(({ variable, message, value }) => ({
        variable,
        problem: value === undefined ? 'is required' : `${message} (got ${describeValue(variable, value)})`,
      })),
    );
  }
  const env = result.output;
  return {
    issuer: env.OIDC_ISSUER_URL,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    siteUrl: env.PUBLIC_SITE_URL,
    redirectUri: `${env.PUBLIC_SITE_URL}/auth/callback`,
    postLogoutRedirectUri: `${env.PUBLIC_SITE_URL}/`,
    initiateLoginUri: `${env.PUBLIC_SITE_URL}/auth/login`,
    dataDir: path.resolve(cwd, env.IDP_DATA_DIR),
    outboxDir: path.resolve(cwd, env.OUTBOX_DIR),
    cookieKey: env.IDP_COOKIE_KEY,
  };
}
