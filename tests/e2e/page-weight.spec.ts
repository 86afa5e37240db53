import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { CONTENT_ROUTES } from './routes.ts';

// Content pages ship no JavaScript beyond small islands: at most 5 KB gzip per page (issue: content pages).
const BUDGET = 5 * 1024;

for (const route of CONTENT_ROUTES) {
  test(`${route} ships at most 5 KB of JavaScript (gzip)`, async ({ page }) => {
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
    expect(total).toBeLessThanOrEqual(BUDGET);
  });
}
