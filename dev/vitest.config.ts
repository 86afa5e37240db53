import { defineProject } from 'vitest/config';

// The dev workspace's own suites: the identity provider boots real HTTP servers and SQLite files, so each
// file gets its own process and the longer timeouts the tests workspace uses.
export default defineProject({
  test: {
    name: 'dev',
    include: ['identity-provider/**/*.test.ts', 'stack/**/*.test.ts', 'lint/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
