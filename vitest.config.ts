import { defineConfig } from 'vitest/config';

// One run over every workspace's suites (each workspace's vitest.config.ts names its project).
export default defineConfig({
  test: {
    projects: ['shared', 'registration-api', 'site', 'cms', 'dev', 'tests'],
  },
});
