import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Strapi's secrets plus the local admin's password: generated once per data folder, never committed. */
export interface LocalSecrets {
  APP_KEYS: string;
  API_TOKEN_SALT: string;
  ADMIN_JWT_SECRET: string;
  TRANSFER_TOKEN_SALT: string;
  JWT_SECRET: string;
  ENCRYPTION_KEY: string;
  CMS_ADMIN_PASSWORD: string;
  /** Bearer token of the CMS's publish webhook to the site publisher. */
  SITE_REBUILD_TOKEN: string;
  /** Signs ALTCHA challenges; kept so a challenge stays valid across an API restart. */
  ALTCHA_HMAC_KEY: string;
  /** Signs the check-in QR codes; kept so the codes in confirmations still work after an API restart. */
  CHECKIN_HMAC_KEY: string;
  /** Signs the API's login cookies and access tokens; kept so a restart does not log everyone out. */
  AUTH_SECRET: string;
  /** The site's client secret at the local identity provider (both sides read it). */
  OIDC_CLIENT_SECRET: string;
  /** Signs the local identity provider's own cookies. */
  IDP_COOKIE_KEY: string;
  /** The read-only CMS API token the registration API reads the contact addresses with (both sides get it). */
  CMS_API_TOKEN: string;
}

const secret = () => randomBytes(24).toString('base64url');

/**
 * Reads `<dataDir>/secrets.json`, creating it (mode 600) on first run. Values set in the environment win,
 * so production sets them there and never has this file.
 */
export function loadOrCreateSecrets(dataDir: string, env: NodeJS.ProcessEnv): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<LocalSecrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LocalSecrets>;
  const generated: LocalSecrets = {
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    // Strapi's admin password rule: 8+ characters with a lower-case letter, an upper-case letter and a digit.
    CMS_ADMIN_PASSWORD: `${secret()}aA1`,
    SITE_REBUILD_TOKEN: secret(),
    ALTCHA_HMAC_KEY: `${secret()}${secret()}`,
    AUTH_SECRET: `${secret()}${secret()}`,
    CHECKIN_HMAC_KEY: `${secret()}${secret()}`,
    OIDC_CLIENT_SECRET: `${secret()}${secret()}`,
    IDP_COOKIE_KEY: `${secret()}${secret()}`,
    CMS_API_TOKEN: `${secret()}${secret()}`,
  };
  const merged = { ...generated, ...stored };
  if (JSON.stringify(merged) !== JSON.stringify(stored)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`, { mode: 0o600 });
  }
  const fromEnv = Object.fromEntries(
    Object.keys(merged)
      .filter((k) => env[k])
      .map((k) => [k, env[k] as string]),
  );
  return { ...merged, ...fromEnv };
}
