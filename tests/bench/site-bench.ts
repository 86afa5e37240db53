import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../playwright.config.ts';
import { CONTENT_ROUTES, FORM_ROUTES } from '../e2e/routes.ts';
import { startStack } from '@stem/dev/stack/stack';
import { StrapiAdmin } from '../support/strapi-admin.ts';

// Site figures on a real stack: JavaScript bytes (gzip) of every route, and publish-to-live seconds
// (staff press Publish on an FAQ answer → the new text is served on /contact).

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-bench-'));
const stack = await startStack({
  dataDir,
  port: 19080,
  cmsPort: 12337,
  publisherPort: 15322,
  idpPort: 15011,
  echo: false,
  say: () => {},
});
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});

try {
  const page = await browser.newPage();
  console.log('JavaScript per route (gzip bytes):');
  for (const route of [...CONTENT_ROUTES, ...FORM_ROUTES]) {
    const sizes: Array<Promise<number>> = [];
    const listener = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() === 'script') sizes.push(response.body().then((b) => gzipSync(b).length));
    };
    page.on('response', listener);
    await page.goto(`${stack.siteUrl}${route}`);
    await page.waitForLoadState('networkidle');
    page.off('response', listener);
    const inline = await page.$$eval('script:not([src])', (nodes) => nodes.map((n) => n.textContent ?? '').join(''));
    const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0) + (inline ? gzipSync(inline).length : 0);
    console.log(`  ${route.padEnd(56)} ${String(total).padStart(7)}`);
  }

  const admin = await StrapiAdmin.signIn(stack.cmsUrl, stack.adminEmail, stack.adminPassword);
  const uid = 'api::faq-entry.faq-entry';
  const runs: number[] = [];
  for (let run = 1; run <= 3; run++) {
    const entry = await admin.firstEntry(uid, 'order:ASC');
    const marker = `bench marker ${Date.now()}`;
    const start = performance.now();
    await admin.publishEntry(uid, String(entry.documentId), { answer: `${String(entry.answer)}\n\n${marker}` });
    for (;;) {
      const html = await (await fetch(`${stack.siteUrl}/contact/`)).text();
      if (html.includes(marker)) break;
      if (performance.now() - start > 120_000) throw new Error('publish-to-live: not live after 120 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    runs.push((performance.now() - start) / 1000);
  }
  console.log(`publish-to-live seconds: ${runs.map((s) => s.toFixed(1)).join(', ')} (3 runs; debounce 1 s included)`);
} finally {
  await browser.close();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
