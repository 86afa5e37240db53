import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { chromiumArgs, chromiumPath } from '../playwright.config.ts';

// Lighthouse as a user's phone sees a page: its CLI (the default mobile profile: 4x CPU slowdown, slow 4G) on
// the system Chromium, with the flags TOOLCHAIN.md lists, one page at a time (two cores are shared).

const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const run = promisify(execFile);

/** What the bench prints of one Lighthouse run. */
export interface LighthouseFigures {
  /** 0-100. */
  performance: number;
  /** Cumulative layout shift. */
  cls: number;
  /** Total blocking time, ms. */
  tbt: number;
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
}

/** One Lighthouse performance run of `url`; `headers` go with every request (a signed-in page's cookie). */
export async function lighthouse(url: string, headers: Record<string, string> = {}): Promise<LighthouseFigures> {
  const flags = ['--headless=new', ...chromiumArgs.filter((flag) => flag !== '--disable-dev-shm-usage')];
  const args = [
    cli,
    url,
    `--chrome-flags=${flags.join(' ')}`,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
  ];
  if (Object.keys(headers).length > 0) args.push(`--extra-headers=${JSON.stringify(headers)}`);
  const { stdout } = await run(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: chromiumPath },
    maxBuffer: 256 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as LighthouseReport;
  if (report.runtimeError)
    throw new Error(`lighthouse ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = report.categories.performance.score;
  if (score === null) throw new Error(`lighthouse ${url}: no performance score`);
  return {
    performance: Math.round(score * 100),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbt: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
  };
}

/** The median run of several (by performance score), as Lighthouse's own guidance on variance suggests. */
export async function medianLighthouse(
  url: string,
  runs: number,
  headers: Record<string, string> = {},
): Promise<LighthouseFigures & { scores: number[] }> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouse(url, headers));
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)]!, scores: results.map((r) => r.performance) };
}
