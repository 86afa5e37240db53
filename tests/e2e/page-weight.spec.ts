import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/walk.ts';
import { CONTENT_ROUTES, FORM_JS_BUDGET, FORM_ROUTES, ISLAND_ROUTES, STAFF_JS_BUDGET, STAFF_ROUTES } from './routes.ts';

// Content pages ship no JavaScript beyond small islands: at most 5 KB gzip per page (issue: content pages).
// A form page, at most FORM_JS_BUDGET until the visitor starts on it (issue: forms that feel instant): what it
// loads on the first focus (its rules, the captcha) is not fetched here, since nothing is touched.
const BUDGETS = [
  ...CONTENT_ROUTES.map((route) => ({ route, kb: 5 })),
  ...[...FORM_ROUTES, ...ISLAND_ROUTES].map((route) => ({ route, kb: FORM_JS_BUDGET / 1024 })),
];

for (const { route, kb } of BUDGETS) {
  test(`${route} ships at most ${kb} KB of JavaScript (gzip)`, async ({ page }) => {
    const scripts: Array<Promise<number>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => gzipSync(body).length));
      }
    });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const inline = await page.$$eval('script:not([src])', (nodes) => nodes.map((n) => n.textContent ?? '').join(''));
    const total = (await Promise.all(scripts)).reduce((a, b) => a + b, 0) + gzipSync(inline).length * (inline ? 1 : 0);
    expect(total).toBeLessThanOrEqual(kb * 1024);
  });
}

// The staff desk runs every script it has before it knows who is there (a logged-out visitor then leaves for
// the sign-in page): the scripts it asked its own origin for, fetched again and gzipped, are all of it.
for (const route of STAFF_ROUTES) {
  test(`${route} ships at most ${STAFF_JS_BUDGET / 1024} KB of JavaScript (gzip)`, async ({ page, request }) => {
    const origin = new URL(test.info().project.use.baseURL!).origin;
    const scripts = new Set<string>();
    page.on('request', (asked) => {
      if (asked.resourceType() === 'script' && new URL(asked.url()).origin === origin) scripts.add(asked.url());
    });
    await page.goto(route);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const sizes = await Promise.all(
      [...scripts].map(async (url) => gzipSync(await (await request.get(url)).body()).length),
    );
    const total = sizes.reduce((a, b) => a + b, 0);
    // A check that the desk was measured at all: its island's own module is among the scripts counted.
    const island = /<astro-island[^>]* component-url="([^"]+)"/.exec(await (await request.get(route)).text())?.[1];
    expect(island, 'the desk island in the served page').toBeTruthy();
    expect([...scripts].map((url) => new URL(url).pathname)).toContain(island);
    expect(total).toBeLessThanOrEqual(STAFF_JS_BUDGET);
  });
}
