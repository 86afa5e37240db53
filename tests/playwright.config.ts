import { defineConfig } from '@playwright/test';

/** The system's Chromium (Debian's package), never a downloaded one. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const e2ePort = Number(process.env.E2E_PORT ?? 18080);
export const e2eCmsPort = Number(process.env.E2E_CMS_PORT ?? 11337);
export const e2ePublisherPort = Number(process.env.E2E_PUBLISHER_PORT ?? 14322);
export const e2eIdpPort = Number(process.env.E2E_IDP_PORT ?? 14011);

/** Without the background-networking flags Chromium keeps dialling out on a machine with no internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A walk's own budget where it does more; else 60 s: axe over a whole form page, twice (as built, then live),
  // took 16-21 s on an idle two-core runner and over 30 s on a loaded one.
  timeout: 60_000,
  // Twice Playwright's 5 s: a walk's waits end as soon as the page is there, and a two-core runner that also
  // runs the CMS, the API, the identity provider and two browsers has had a first submit (which loads the
  // form's rules) take longer than 5 s to reach its thank-you page.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-output/playwright.json' }]],
  outputDir: '../test-results',
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
});
