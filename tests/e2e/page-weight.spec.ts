import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { CONTENT_ROUTES, FORM_ROUTES, ISLAND_ROUTES } from './routes.ts';

// Content pages ship no JavaScript beyond small islands: at most 5 KB gzip per page (issue: content pages).
// A form page ships at most 95 KB until the visitor starts on the form (issue: forms that feel instant): its
// rules, API client and captcha come then (docs/decisions.md).
const BUDGETS = [
  ...CONTENT_ROUTES.map((route) => ({ route, kb: 5 })),
  ...FORM_ROUTES.map((route) => ({ route, kb: 95 })),
  ...ISLAND_ROUTES.map((route) => ({ route, kb: 95 })),
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
