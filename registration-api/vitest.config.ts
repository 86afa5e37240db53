import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'registration-api',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 90_000,
  },
});
