import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
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

/**
 * LH_REPORT_DIR=<folder>: every run's whole report is kept there (`<route>-<time>.json`), to see which metric
 * and which tasks cost a page its score (the bench prints only the score, CLS and TBT).
 */
const REPORT_DIR = process.env.LH_REPORT_DIR;

/** Lighthouse gives up on a run now and then (NO_NAVSTART, a trace it could not record): run it again. */
const ATTEMPTS = 3;

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
  let failure = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const stdout = await run(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      maxBuffer: 256 * 1024 * 1024,
    }).then(
      (result) => result.stdout,
      (error: { stderr?: string }) => {
        failure = error.stderr?.trim().split('\n').at(-1) ?? String(error);
        return null;
      },
    );
    if (stdout === null) continue;
    const report = JSON.parse(stdout) as LighthouseReport;
    if (REPORT_DIR) {
      fs.mkdirSync(REPORT_DIR, { recursive: true });
      const route = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-/, '');
      fs.writeFileSync(path.join(REPORT_DIR, `${route || 'home'}-${Date.now()}.json`), stdout);
    }
    const score = report.categories.performance.score;
    if (report.runtimeError || score === null) {
      failure = report.runtimeError?.code ?? 'no performance score';
      continue;
    }
    return {
      performance: Math.round(score * 100),
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbt: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    };
  }
  throw new Error(`lighthouse ${url}: ${ATTEMPTS} attempts failed, the last with: ${failure}`);
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
