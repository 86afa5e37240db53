import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, request as apiRequest, type Page, type Response } from '@playwright/test';
import { companyRegistrationBody } from '@stem/registration-api/test-support/company-fixtures';
import { scholarshipBody } from '@stem/registration-api/test-support/scholarship-fixtures';
import { hsChaperone, hsIndividual, msGroup, msIndividual } from '@stem/registration-api/test-support/student-fixtures';
import { chromiumArgs, chromiumPath, e2eCmsPort, e2eIdpPort, e2ePort, e2ePublisherPort } from '../playwright.config.ts';
import { CONTENT_ROUTES, FORM_ROUTES } from '../e2e/routes.ts';
import { startStack } from '@stem/dev/stack/stack';
import { signUpAndVerify, solvedCaptcha, unique } from '../support/registrant.ts';
import { StrapiAdmin } from '../support/strapi-admin.ts';
import { medianLighthouse } from './lighthouse.ts';

// Site figures on a real stack (on the E2E_* ports): JavaScript bytes (gzip) of every route; for every form
// page, new and (signed in) edit, Lighthouse's mobile performance score, CLS and TBT beside its JavaScript;
// and publish-to-live seconds (staff press Publish on an FAQ answer → the new text is served on /contact).

/**
 * Lighthouse runs per form page (LH_RUNS, 3 unless set: comparing two versions of one page wants five or
 * more); the median by score is printed, with the scores of every run and the load average, since
 * Lighthouse's simulated slow phone scales whatever the machine's other work costs.
 */
const LIGHTHOUSE_RUNS = Number(process.env.LH_RUNS ?? 3);

/**
 * SITE_BENCH_ONLY=<regular expression>: only the form pages whose route matches, and nothing else (the whole
 * bench takes a quarter of an hour of a quiet machine; a change to one form needs its pages' figures).
 */
const only = process.env.SITE_BENCH_ONLY ? new RegExp(process.env.SITE_BENCH_ONLY) : null;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-bench-'));
process.env.E2E_OUTBOX_DIR = path.join(dataDir, 'outbox');
const stack = await startStack({
  dataDir,
  port: e2ePort,
  cmsPort: e2eCmsPort,
  publisherPort: e2ePublisherPort,
  idpPort: e2eIdpPort,
  echo: false,
  say: () => {},
});
// The origin the login cookies belong to (PUBLIC_SITE_URL), so the signed-in pages can be measured.
const site = `http://localhost:${e2ePort}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/** Gzip bytes of every script a route loads (files and inline), once the page has settled. */
async function javaScriptBytes(page: Page, url: string): Promise<number> {
  const sizes: Array<Promise<number>> = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then((b) => gzipSync(b).length));
  };
  page.on('response', listener);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  const inline = await page.$$eval('script:not([src])', (nodes) => nodes.map((n) => n.textContent ?? '').join(''));
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0) + (inline ? gzipSync(inline).length : 0);
}

/** One owner with a registration of every kind that has an edit page; the edit routes to measure. */
async function editRoutes(): Promise<string[]> {
  const api = await apiRequest.newContext({ baseURL: site });
  const email = `bench.${unique()}@example.com`;
  const create = async (apiPath: string, body: object, editPage: string) => {
    const answer = await api.post(apiPath, { data: { ...body, gResponse: await solvedCaptcha(api) } });
    const { code, data } = (await answer.json()) as { code: number; data: { regId: string } };
    if (code !== 0) throw new Error(`${apiPath} answered ${code}`);
    return `${editPage}?regId=${data.regId}`;
  };
  const routes = [
    await create('/api/ms-ind-reg', msIndividual(email), '/ms-ind-reg-edit'),
    await create('/api/hs-ind-reg', hsIndividual(email), '/hs-ind-reg-edit'),
    await create('/api/hs-chaperone-reg', hsChaperone(email), '/hs-chaperone-reg-edit'),
    await create('/api/ms-group-reg', msGroup(email, `Bench ${unique()}`), '/ms-group-reg-edit'),
    await create('/api/company-reg', companyRegistrationBody(email), '/company-reg-edit'),
    // The application names its files; the edit page shows them as not uploaded, which is all it needs here.
    await create('/api/scholarships', scholarshipBody(email), '/scholarship-application-edit'),
  ];
  await api.dispose();
  return [email, ...routes];
}

/** Staff press Publish on an FAQ answer: seconds until the new text is served on /contact, three times. */
async function publishToLive() {
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
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

try {
  const page = await browser.newPage();
  console.log('JavaScript per route (gzip bytes):');
  for (const route of only ? [] : CONTENT_ROUTES) {
    console.log(`  ${route.padEnd(56)} ${String(await javaScriptBytes(page, `${site}${route}`)).padStart(7)}`);
  }
  await page.close();

  const [email, ...edits] = await editRoutes();
  const signedIn = await browser.newContext({ baseURL: site });
  const ownerPage = await signedIn.newPage();
  await signUpAndVerify(ownerPage, email!, 'Bench Owner');
  await ownerPage.waitForURL(/\/multiple\/?$/);
  const session = (await signedIn.cookies()).find((cookie) => cookie.name === 'stem_session');
  if (!session) throw new Error('no session cookie after signing in');
  const cookie = { Cookie: `${session.name}=${session.value}` };

  console.log(`Form pages: Lighthouse mobile (median of ${LIGHTHOUSE_RUNS} runs), JavaScript (KB gzip):`);
  console.log(
    `  ${'route'.padEnd(52)} ${'perf'.padStart(5)} ${'CLS'.padStart(6)} ${'TBT ms'.padStart(7)} ${'JS KB'.padStart(6)}  runs (load)`,
  );
  const pages = [
    ...FORM_ROUTES.map((route) => ({ route, headers: {}, open: () => browser.newPage() })),
    ...edits.map((route) => ({ route, headers: cookie, open: () => signedIn.newPage() })),
  ].filter(({ route }) => !only || only.test(route));
  for (const { route, headers, open } of pages) {
    const measuring = await open();
    const bytes = await javaScriptBytes(measuring, `${site}${route}`);
    await measuring.close();
    const figures = await medianLighthouse(`${site}${route}`, LIGHTHOUSE_RUNS, headers);
    console.log(
      `  ${route.replace(/regId=.*/, 'regId=…').padEnd(52)} ${String(figures.performance).padStart(5)} ${figures.cls
        .toFixed(3)
        .padStart(
          6,
        )} ${figures.tbt.toFixed(0).padStart(7)} ${kb(bytes).padStart(6)}  ${figures.scores.join(',')} (${os.loadavg()[0]!.toFixed(1)})`,
    );
  }
  await signedIn.close();

  if (!only) await publishToLive();
} finally {
  await browser.close();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
