import { defineProject } from 'vitest/config';

// Node-side suites of the tests workspace. Playwright's specs (e2e/**/*.spec.ts) run under Playwright, not here.
export default defineProject({
  test: {
    name: 'tests',
    include: ['integration/**/*.test.ts', 'compose/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
