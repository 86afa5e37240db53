import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentDigest } from './content-digest.ts';

/**
 * Builds the site into a fresh folder and swaps it in atomically. Layout under `siteRoot`:
 *   builds/<id>/   one complete build each
 *   current        symlink to the live build (what the web server serves)
 * The swap is a rename of a new symlink over `current`, atomic on POSIX: a visitor gets the old build or
 * the new one, never half of one. The last few builds stay for a quick rollback.
 */

export interface BuildStamp {
  /** Hash of the site's sources when built (set by whoever knows them; the publisher keeps it). */
  sources: string;
  /** contentDigest() of the CMS content the build read. */
  content: string;
  builtAt: string;
  seconds: number;
}

/** Runs `astro build` into `outDir`. Swappable so the swap and prune logic can be tested without a CMS. */
export type BuildRunner = (outDir: string) => Promise<void>;

const STAMP = '.stem-build-stamp.json';
const KEEP_BUILDS = 3;
/** Where Astro writes the hashed scripts and styles a page loads, some only when a visitor starts a form. */
const ASSETS = '_astro';
/** How long a page's scripts outlive the build that made them (see carryAssets). */
export const ASSETS_OUTLIVE_MS = 24 * 60 * 60 * 1000;
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const currentLink = (siteRoot: string) => path.join(siteRoot, 'current');

export function readCurrentStamp(siteRoot: string): BuildStamp | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(currentLink(siteRoot), STAMP), 'utf8')) as BuildStamp;
  } catch {
    return undefined;
  }
}

/** Builds into builds/<id>, checks the result, swaps `current` to it, and prunes old builds. */
export async function buildAndSwap(
  siteRoot: string,
  run: BuildRunner,
  stamp: Pick<BuildStamp, 'sources' | 'content'>,
): Promise<BuildStamp> {
  const builds = path.join(siteRoot, 'builds');
  fs.mkdirSync(builds, { recursive: true });
  const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
  const outDir = path.join(builds, id);
  const started = process.hrtime.bigint();
  try {
    await run(outDir);
    if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error(`the build wrote no index.html in ${outDir}`);
  } catch (error) {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  const full: BuildStamp = {
    ...stamp,
    builtAt: new Date().toISOString(),
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
  };
  fs.writeFileSync(path.join(outDir, STAMP), JSON.stringify(full, null, 2));
  carryAssets(currentLink(siteRoot), outDir);

  const next = `${currentLink(siteRoot)}.next-${id}`;
  fs.symlinkSync(path.relative(siteRoot, outDir), next);
  fs.renameSync(next, currentLink(siteRoot));
  pruneBuilds(builds, id);
  return full;
}

/**
 * Copies into the new build the live build's scripts and styles it does not have. A page open in a browser
 * loads parts of its form later (the rules on the first focus, the submit's client): after a publish
 * those files were gone, and the SUBMIT of a form filled before it did nothing. Names are content hashes, so
 * nothing is overwritten; a file carried for longer than ASSETS_OUTLIVE_MS (by its kept modification time)
 * is left behind, so they do not pile up.
 */
export function carryAssets(liveDir: string, outDir: string, now = Date.now()): void {
  const from = path.join(liveDir, ASSETS);
  if (!fs.existsSync(from)) return;
  const to = path.join(outDir, ASSETS);
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from)) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    const stat = fs.statSync(source);
    if (!stat.isFile() || fs.existsSync(target) || now - stat.mtimeMs > ASSETS_OUTLIVE_MS) continue;
    fs.copyFileSync(source, target);
    fs.utimesSync(target, stat.atime, stat.mtime);
  }
}

function pruneBuilds(builds: string, liveId: string) {
  const old = fs
    .readdirSync(builds)
    .filter((name) => name !== liveId)
    .sort()
    .reverse()
    .slice(KEEP_BUILDS - 1);
  for (const name of old) fs.rmSync(path.join(builds, name), { recursive: true, force: true });
}

export interface PublishOptions {
  siteRoot: string;
  cmsUrl: string;
  run: BuildRunner;
  /** The sources' hash; defaults to the live build's (the sources do not change while a publisher runs). */
  sources?: string;
}

/** Builds and swaps unless the live build was made from the same sources and the same content. */
export async function publishIfChanged(options: PublishOptions): Promise<{ built: boolean; stamp: BuildStamp }> {
  const live = readCurrentStamp(options.siteRoot);
  const sources = options.sources ?? live?.sources ?? 'unknown';
  const content = await contentDigest(options.cmsUrl);
  if (live && live.sources === sources && live.content === content) return { built: false, stamp: live };
  return { built: true, stamp: await buildAndSwap(options.siteRoot, options.run, { sources, content }) };
}

/**
 * What a failed build said, for the publisher's status and log: the site's own words on content that does
 * not fit (cms-client.ts: 'CMS content "…" does not fit the site:' and the fields it names), which an editor
 * can mend; otherwise the output's last lines. The stack Astro prints after the words is left out: it pushed
 * them out of the last lines, and the admin's panel could not say what to mend (qa20a).
 */
export function buildFailureOf(output: string): string {
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  const start = lines.findLastIndex((line) => line.startsWith('CMS content "'));
  if (start === -1) return lines.slice(-12).join('\n');
  const end = lines.findIndex((line, index) => index > start && /^\s*(Location:|Stack trace:|at\s)/.test(line));
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}

/**
 * The real build: `astro build` of this site (or of the Astro project at `root`, for its test), reading content
 * from `cmsUrl`, output appended to `logFile`.
 */
export function astroBuild(
  cmsUrl: string,
  logFile: string,
  env: NodeJS.ProcessEnv = process.env,
  root = siteDir,
): BuildRunner {
  const require = createRequire(import.meta.url);
  const astroManifest = require.resolve('astro/package.json', { paths: [root] });
  const astroBin = path.join(path.dirname(astroManifest), 'bin', 'astro.mjs');
  return (outDir) =>
    new Promise((resolve, reject) => {
      fs.mkdirSync(path.dirname(logFile), { recursive: true });
      // The log keeps every build's output: this build's starts here.
      const start = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
      const log = fs.openSync(logFile, 'a');
      // Astro keeps a static build's server chunks under the working directory's .astro/ when `outDir` is
      // outside it, and removes them at the end of the build: two builds at once from site/ (npm start's
      // publisher and a walk's stack) deleted each other's chunks, and a page went live without its
      // stylesheet. Each build runs from a scratch folder of its own inside site/ (inside, so the chunks
      // still find the site's packages).
      const scratch = path.join(root, '.astro', 'builds', `${path.basename(outDir)}-${randomBytes(3).toString('hex')}`);
      fs.mkdirSync(scratch, { recursive: true });
      const child = spawn(process.execPath, [astroBin, 'build', '--root', root, '--silent'], {
        cwd: scratch,
        env: { ...env, CMS_URL: cmsUrl, SITE_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
        stdio: ['ignore', log, log],
      });
      child.on('error', (error) => {
        fs.rmSync(scratch, { recursive: true, force: true });
        reject(error);
      });
      child.on('exit', (code) => {
        fs.closeSync(log);
        fs.rmSync(scratch, { recursive: true, force: true });
        if (code === 0) return resolve();
        // The build's own words (e.g. which CMS field does not fit) belong in the error, not only the log.
        const output = fs.readFileSync(logFile).subarray(start).toString('utf8');
        reject(new Error(`astro build failed (exit ${code}):\n${buildFailureOf(output)}\nFull log: ${logFile}`));
      });
    });
}
