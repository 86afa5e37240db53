import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { astroBuild, currentLink, publishIfChanged } from '@stem/site/publisher/site-builder';
import { buildIfChanged, hashInputs } from './build-cache.ts';
import { apiDir, cmsDir, repoRoot, siteDir } from './paths.ts';
import { runToCompletion, startService, waitForHttp, type Service } from './processes.ts';
import { localRateLimits } from './local-limits.ts';
import { loadOrCreateSecrets } from './secrets.ts';

export interface StackOptions {
  /** Where every store, log and build of this stack lives (./data for npm start, a temp folder in tests). */
  dataDir: string;
  /** The single origin: site, /api and /auth. */
  port: number;
  cmsPort: number;
  /** The site publisher (CMS publish webhook → rebuild → swap); loopback only. */
  publisherPort: number;
  /** The local identity provider, unless OIDC_ISSUER_URL names another one. */
  idpPort: number;
  /** Print the services' output to the console as well as to <dataDir>/logs. */
  echo: boolean;
  /** Progress lines ("building the site…"). */
  say: (line: string) => void;
  env?: NodeJS.ProcessEnv;
}

export interface RunningStack {
  siteUrl: string;
  /** The identity provider's issuer (the local one, or OIDC_ISSUER_URL). */
  issuerUrl: string;
  cmsUrl: string;
  publisherUrl: string;
  adminEmail: string;
  adminPassword: string;
  /** Who may open /staff: STAFF_EMAILS as given, or LOCAL_STAFF_EMAIL. */
  staffEmails: string;
  stop(): Promise<void>;
}

/**
 * Who is staff on a local stack when STAFF_EMAILS is unset: sign up with it on the local provider and verify
 * it from the outbox, and /staff opens (the address is nobody's: its mail only reaches data/outbox).
 */
export const LOCAL_STAFF_EMAIL = 'staff@stem-career-day.local';

const require = createRequire(import.meta.url);
const binOf = (pkg: string, bin: string, from: string) => {
  const manifestPath = require.resolve(`${pkg}/package.json`, { paths: [from] });
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { bin: Record<string, string> | string };
  const relative = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[bin]!;
  return path.join(path.dirname(manifestPath), relative);
};

export const strapiBin = () => binOf('@strapi/strapi', 'strapi', cmsDir);
const lockfile = () => fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8');

/** Environment every child gets: no telemetry, no update checks, no browser opening. */
export const quietEnv = {
  STRAPI_TELEMETRY_DISABLED: 'true',
  ASTRO_TELEMETRY_DISABLED: '1',
  BROWSER: 'none',
  NO_COLOR: '1',
};

/** Builds Strapi's admin panel and server code unless nothing it is made from changed. */
export async function ensureCmsBuilt(
  logFile: string,
  say: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
) {
  const inputs = hashInputs(
    ['src', 'config', 'package.json', 'tsconfig.json', 'favicon.png'].map((p) => path.join(cmsDir, p)),
    [lockfile()],
  );
  const result = await buildIfChanged(path.join(cmsDir, 'dist', '.stem-build-stamp'), inputs, async () => {
    say('Building the CMS admin panel (first run only, about a minute)…');
    await runToCompletion({
      name: 'cms build',
      command: process.execPath,
      args: [strapiBin(), 'build', '--minify'],
      cwd: cmsDir,
      env: { ...env, ...quietEnv, NODE_ENV: 'production' },
      logFile,
      echo: false,
    });
  });
  if (result === 'reused') say('CMS build is up to date.');
}

/** Starts CMS → site build → publisher → API on one origin. Everything started is stopped by stop(), by process group. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { dataDir, say } = options;
  const env = options.env ?? process.env;
  const logs = path.join(dataDir, 'logs');
  // Stores, mails, uploads and logs hold personal data: the data folder is its owner's only.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  fs.mkdirSync(logs, { recursive: true });
  const secrets = loadOrCreateSecrets(dataDir, env);
  const adminEmail = env.CMS_ADMIN_EMAIL || 'admin@stem.local';
  const cmsUrl = `http://127.0.0.1:${options.cmsPort}`;
  const siteUrl = `http://127.0.0.1:${options.port}`;
  const publisherUrl = `http://127.0.0.1:${options.publisherPort}`;
  const publicSiteUrl = env.PUBLIC_SITE_URL ?? `http://localhost:${options.port}`;
  // The local provider sits on 127.0.0.1 while the site is on localhost: two sites, as with a real
  // provider, so the login cookies meet the same SameSite rules locally as in production.
  const localIdp = !env.OIDC_ISSUER_URL;
  const issuerUrl = env.OIDC_ISSUER_URL ?? `http://127.0.0.1:${options.idpPort}`;
  const oidcEnv = {
    OIDC_ISSUER_URL: issuerUrl,
    OIDC_CLIENT_ID: env.OIDC_CLIENT_ID ?? 'stem-site',
    OIDC_CLIENT_SECRET: secrets.OIDC_CLIENT_SECRET,
  };
  const running: Service[] = [];
  const stop = async () => {
    for (const service of running.reverse()) await service.stop();
  };

  try {
    await ensureCmsBuilt(path.join(logs, 'cms-build.log'), say, env);

    // Uploaded media live with the CMS database under the data folder, not in the source tree.
    const cmsPublic = path.join(dataDir, 'cms-public');
    fs.mkdirSync(path.join(cmsPublic, 'uploads'), { recursive: true });

    say(`Starting the CMS on ${cmsUrl}…`);
    const cms = startService({
      name: 'cms',
      command: process.execPath,
      args: [strapiBin(), 'start'],
      cwd: cmsDir,
      env: {
        ...env,
        ...quietEnv,
        ...secrets,
        NODE_ENV: 'production',
        CMS_HOST: '127.0.0.1',
        CMS_PORT: String(options.cmsPort),
        DATABASE_CLIENT: env.DATABASE_CLIENT ?? 'sqlite',
        DATABASE_FILENAME: env.DATABASE_FILENAME ?? path.join(dataDir, 'cms.sqlite'),
        CMS_PUBLIC_DIR: env.CMS_PUBLIC_DIR ?? cmsPublic,
        CMS_ADMIN_EMAIL: adminEmail,
        SITE_REBUILD_WEBHOOK_URL: `${publisherUrl}/rebuild`,
        SITE_REBUILD_TOKEN: secrets.SITE_REBUILD_TOKEN,
        // The CMS keeps a read-only API token with this value; the API reads the contact addresses with it.
        CMS_API_TOKEN: secrets.CMS_API_TOKEN,
      },
      logFile: path.join(logs, 'cms.log'),
      echo: options.echo,
    });
    running.push(cms);
    // Strapi takes 20-40 s on an idle machine and several times that on a loaded two-core one (CI with
    // builds running): the wait is long because a CMS that dies is reported at once (waitForHttp), never
    // after the wait.
    await waitForHttp(cms, `${cmsUrl}/_health`, (status) => status === 204, 300_000);

    // The first build goes through the same build-and-swap as every publish; skipped when neither the
    // site's sources nor the published content changed since the live build.
    const siteRoot = path.join(dataDir, 'site');
    // Build-time settings count as sources: changing one rebuilds the site.
    const sources = hashInputs(
      [siteDir, path.join(repoRoot, 'shared', 'src')],
      [lockfile(), `ACCOUNT_CONNECTIONS=${env.ACCOUNT_CONNECTIONS ?? ''}`],
    );
    const published = await publishIfChanged({
      siteRoot,
      cmsUrl,
      sources,
      run: (outDir) => {
        say('Building the site from the CMS content…');
        return astroBuild(cmsUrl, path.join(logs, 'site-build.log'), env)(outDir);
      },
    });
    if (!published.built) say('Site build is up to date.');

    const publisher = startService({
      name: 'publisher',
      command: process.execPath,
      args: [path.join(siteDir, 'publisher', 'main.ts')],
      cwd: repoRoot,
      env: {
        ...env,
        ...quietEnv,
        PUBLISHER_HOST: '127.0.0.1',
        PUBLISHER_PORT: String(options.publisherPort),
        SITE_REBUILD_TOKEN: secrets.SITE_REBUILD_TOKEN,
        CMS_URL: cmsUrl,
        SITE_ROOT: siteRoot,
      },
      logFile: path.join(logs, 'publisher.log'),
      echo: options.echo,
    });
    running.push(publisher);
    await waitForHttp(publisher, `${publisherUrl}/status`, (status) => status === 200, 60_000);

    if (localIdp) {
      say(`Starting the local identity provider on ${issuerUrl}…`);
      const idp = startService({
        name: 'identity-provider',
        command: process.execPath,
        args: [path.join(repoRoot, 'dev', 'identity-provider', 'main.ts')],
        cwd: repoRoot,
        env: {
          ...env,
          ...oidcEnv,
          PUBLIC_SITE_URL: publicSiteUrl,
          IDP_DATA_DIR: path.join(dataDir, 'identity-provider'),
          OUTBOX_DIR: env.OUTBOX_DIR ?? path.join(dataDir, 'outbox'),
          IDP_COOKIE_KEY: secrets.IDP_COOKIE_KEY,
        },
        logFile: path.join(logs, 'identity-provider.log'),
        echo: options.echo,
      });
      running.push(idp);
      await waitForHttp(idp, `${issuerUrl}/.well-known/openid-configuration`, (status) => status === 200, 60_000);
    }

    say(`Starting the registration API on ${siteUrl}…`);
    const api = startService({
      name: 'api',
      command: process.execPath,
      args: [path.join(apiDir, 'src', 'server.ts')],
      cwd: repoRoot,
      env: {
        ...env,
        HOST: '127.0.0.1',
        PORT: String(options.port),
        CMS_URL: cmsUrl,
        SITE_DIR: currentLink(siteRoot),
        SQLITE_PATH: env.SQLITE_PATH ?? path.join(dataDir, 'registrations.sqlite'),
        OUTBOX_DIR: env.OUTBOX_DIR ?? path.join(dataDir, 'outbox'),
        PUBLIC_SITE_URL: publicSiteUrl,
        ALTCHA_HMAC_KEY: secrets.ALTCHA_HMAC_KEY,
        AUTH_SECRET: secrets.AUTH_SECRET,
        CHECKIN_HMAC_KEY: secrets.CHECKIN_HMAC_KEY,
        CMS_API_TOKEN: secrets.CMS_API_TOKEN,
        ...oidcEnv,
        ...localRateLimits(env),
        // A demo group lets a student try joining one locally before any teacher has registered one.
        SEED_DEMO_GROUPS: env.SEED_DEMO_GROUPS ?? 'true',
        STAFF_EMAILS: env.STAFF_EMAILS ?? LOCAL_STAFF_EMAIL,
      },
      logFile: path.join(logs, 'api.log'),
      echo: options.echo,
    });
    running.push(api);
    await waitForHttp(api, `${siteUrl}/api/health`, (status) => status === 200, 120_000);
    // Once all are up, a service that dies is started again and the reason printed (SECURITY.md item 28).
    for (const service of running) service.supervise(say);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    siteUrl,
    issuerUrl,
    cmsUrl,
    publisherUrl,
    adminEmail,
    adminPassword: secrets.CMS_ADMIN_PASSWORD,
    staffEmails: env.STAFF_EMAILS ?? LOCAL_STAFF_EMAIL,
    stop,
  };
}
