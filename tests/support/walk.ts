import { test as base, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * Playwright's `test` with one automatic fixture: what the browser saw during the walk (its API and login
 * calls with status and time, failed requests, console errors and warnings, uncaught page errors) is kept,
 * and attached to the report when the walk fails. A walk that fails on a runner we cannot open (the outside
 * CI keeps only the printed log) then says what the page was doing: a submit still waiting for its answer,
 * an answer the form only logged, a script that did not load.
 */
export const test = base.extend<{ browserLog: undefined }>({
  browserLog: [
    async ({ context }, use, testInfo) => {
      const log = startBrowserLog(context);
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      // The pages are still open here: the context closes them after this fixture.
      for (const page of context.pages()) log.lines().push(...(await pageState(page)));
      await attachLog(testInfo, log.lines());
    },
    { auto: true },
  ],
});

/** Only the calls that say what a form did: the API and login routes, not the site's files. */
const isCall = (url: string) => /^\/(api|auth)(\/|$)/.test(new URL(url).pathname);

/** Records every page of the walk's context, each line stamped with the milliseconds since the walk began. */
function startBrowserLog(context: BrowserContext) {
  const started = Date.now();
  const lines: string[] = [];
  const note = (page: Page, text: string) => {
    const { pathname, search } = new URL(page.url() || 'about:blank');
    lines.push(`${String(Date.now() - started).padStart(7)} ms  ${pathname}${search}  ${text}`);
  };
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        note(page, `console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => note(page, `page error: ${error.message}`));
    page.on('requestfailed', (request) =>
      note(page, `failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`),
    );
    page.on('requestfinished', (request) => {
      if (!isCall(request.url())) return;
      void request
        .response()
        .then((response) => {
          const { responseEnd, requestStart } = request.timing();
          const took = responseEnd >= 0 && requestStart >= 0 ? ` in ${Math.round(responseEnd - requestStart)} ms` : '';
          note(page, `${request.method()} ${new URL(request.url()).pathname} → ${response?.status() ?? '?'}${took}`);
        })
        // The page closed while its answer was read (a walk that ends, a context closed): nothing to note, and
        // an unhandled rejection here failed a run outside any test.
        .catch(() => undefined);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return { lines: () => lines };
}

/** What a page says at the failure: its messages, the fields marked invalid, what is still busy. */
async function pageState(page: Page): Promise<string[]> {
  if (page.isClosed()) return [];
  const where = new URL(page.url() || 'about:blank');
  const texts = async (selector: string) =>
    (
      await page
        .locator(selector)
        .allInnerTexts()
        .catch(() => [])
    )
      .map((text) => text.trim())
      .filter(Boolean);
  const labels = await page
    .locator('[aria-invalid="true"]')
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).labels?.[0]?.textContent ?? field.id))
    .catch(() => []);
  return [
    `at the failure  ${where.pathname}${where.search}`,
    ...(await texts('[role="alert"], [role="status"]')).map((text) => `  says: ${text.replace(/\s+/g, ' ')}`),
    ...labels.map((label) => `  invalid: ${label.trim()}`),
    ...(await texts('[aria-busy="true"] button[type="submit"]')).map((text) => `  busy: ${text}`),
  ];
}

async function attachLog(testInfo: TestInfo, lines: string[]) {
  const body = lines.length > 0 ? lines.join('\n') : '(the browser logged no call, error or warning)';
  await testInfo.attach('what the browser saw', { body, contentType: 'text/plain' });
}
