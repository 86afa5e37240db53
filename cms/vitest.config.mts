import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cms',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
