import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CONTENT_ENDPOINTS } from '../../site/src/lib/cms/cms-client.ts';
import { buildIfChanged, hashInputs } from './build-cache.ts';
import { apiDir, cmsDir, repoRoot, siteDir } from './paths.ts';
import { runToCompletion, startService, waitForHttp, type Service } from './processes.ts';
import { loadOrCreateSecrets } from './secrets.ts';

export interface StackOptions {
  /** Where every store, log and build of this stack lives (./data for npm start, a temp folder in tests). */
  dataDir: string;
  /** The single origin: site, /api and /auth. */
  port: number;
  cmsPort: number;
  /** Print the services' output to the console as well as to <dataDir>/logs. */
  echo: boolean;
  /** Progress lines ("building the site…"). */
  say: (line: string) => void;
  env?: NodeJS.ProcessEnv;
}

export interface RunningStack {
  siteUrl: string;
  cmsUrl: string;
  adminEmail: string;
  adminPassword: string;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);
const binOf = (pkg: string, bin: string, from: string) => {
  const manifestPath = require.resolve(`${pkg}/package.json`, { paths: [from] });
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { bin: Record<string, string> | string };
  const relative = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[bin]!;
  return path.join(path.dirname(manifestPath), relative);
};

export const strapiBin = () => binOf('@strapi/strapi', 'strapi', cmsDir);
const astroBin = () => binOf('astro', 'astro', siteDir);
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

/** Starts CMS → site build → API on one origin. Everything started is stopped by stop(), by process group. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { dataDir, say } = options;
  const env = options.env ?? process.env;
  const logs = path.join(dataDir, 'logs');
  fs.mkdirSync(logs, { recursive: true });
  const secrets = loadOrCreateSecrets(dataDir, env);
  const adminEmail = env.CMS_ADMIN_EMAIL || 'admin@stem.local';
  const cmsUrl = `http://127.0.0.1:${options.cmsPort}`;
  const siteUrl = `http://127.0.0.1:${options.port}`;
  const running: Service[] = [];
  const stop = async () => {
    for (const service of running.reverse()) await service.stop();
  };

  try {
    await ensureCmsBuilt(path.join(logs, 'cms-build.log'), say, env);

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
        CMS_ADMIN_EMAIL: adminEmail,
      },
      logFile: path.join(logs, 'cms.log'),
      echo: options.echo,
    });
    running.push(cms);
    await waitForHttp(cms, `${cmsUrl}/_health`, (status) => status === 204, 120_000);

    const builtSite = path.join(dataDir, 'site');
    const content = await Promise.all(
      Object.values(CONTENT_ENDPOINTS).map(async (endpoint) => (await fetch(`${cmsUrl}${endpoint}`)).text()),
    );
    const siteInputs = hashInputs([path.join(siteDir), path.join(repoRoot, 'shared', 'src')], [lockfile(), ...content]);
    const siteResult = await buildIfChanged(path.join(builtSite, '.stem-build-stamp'), siteInputs, async () => {
      say('Building the site from the CMS content…');
      await runToCompletion({
        name: 'site build',
        command: process.execPath,
        args: [astroBin(), 'build', '--silent'],
        cwd: siteDir,
        env: { ...env, ...quietEnv, CMS_URL: cmsUrl, SITE_OUT_DIR: builtSite },
        logFile: path.join(logs, 'site-build.log'),
        echo: false,
      });
    });
    if (siteResult === 'reused') say('Site build is up to date.');

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
        SITE_DIR: builtSite,
        SQLITE_PATH: env.SQLITE_PATH ?? path.join(dataDir, 'registrations.sqlite'),
      },
      logFile: path.join(logs, 'api.log'),
      echo: options.echo,
    });
    running.push(api);
    await waitForHttp(api, `${siteUrl}/api/health`, (status) => status === 200, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }

  return { siteUrl, cmsUrl, adminEmail, adminPassword: secrets.CMS_ADMIN_PASSWORD, stop };
}
