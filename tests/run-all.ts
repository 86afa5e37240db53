import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@stem/dev/stack/paths';
import { ensureCmsBuilt } from '@stem/dev/stack/stack';

// `npm test`: every vitest suite, then Playwright in the system's Chromium against the real services.
// Both always run; the last line is the plain total `N passed, N failed` (", N skipped" when any).

const outDir = path.join(repoRoot, '.test-output');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

// The CMS suites boot the real Strapi, which runs from its build.
await ensureCmsBuilt(path.join(outDir, 'cms-build.log'), (line) => console.log(`» ${line}`));

const vitestExit = await run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(outDir, 'vitest.json')}`,
]);
const playwrightExit = await run(bin('playwright'), ['test', '-c', 'tests/playwright.config.ts']);

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };

function readJson<T>(file: string): T | undefined {
  const full = path.join(outDir, file);
  return fs.existsSync(full) ? (JSON.parse(fs.readFileSync(full, 'utf8')) as T) : undefined;
}

const vitest = readJson<{
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}>('vitest.json');
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
  'playwright.json',
);
if (playwright) {
  totals.passed += playwright.stats.expected + playwright.stats.flaky;
  totals.failed += playwright.stats.unexpected;
  totals.skipped += playwright.stats.skipped;
}

// A runner that crashed before reporting counts as one failure, so the total can never read clean.
if (vitestExit !== 0 && (!vitest || vitest.numFailedTests === 0)) totals.failed += 1;
if (playwrightExit !== 0 && (!playwright || playwright.stats.unexpected === 0)) totals.failed += 1;

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed === 0 ? 0 : 1);
