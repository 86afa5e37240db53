import { expect, test } from '../support/walk.ts';
import { png } from '@stem/registration-api/test-support/file-fixtures';
import { collectViolations } from '../support/policy-violations.ts';
import { captchaSolved, hydrated, startedOn, waitsForVisitor } from '../support/registrant.ts';
import { CONTENT_ROUTES, FORM_ROUTES, ISLAND_ROUTES, LOGIN_ROUTES } from './routes.ts';

// Every page carries a script policy (Astro hashes its island scripts; SECURITY.md item 17) and nothing the
// page itself does breaks it: the islands hydrate and the captcha widget solves without a violation, on the
// first visit and on a revalidated one (a 304 whose headers the browser merges into the cached page).

for (const route of [...CONTENT_ROUTES, ...FORM_ROUTES, ...ISLAND_ROUTES]) {
  test(`no Content-Security-Policy violation on ${route}`, async ({ page }) => {
    const violations = await collectViolations(page);
    // Nothing a page asks of its own origin fails either (a broken asset or API call would show here).
    const failed: string[] = [];
    const origin = new URL(test.info().project.use.baseURL!).origin;
    page.on('response', (answer) => {
      if (answer.status() >= 400 && new URL(answer.url()).origin === origin) {
        failed.push(`${answer.status()} ${answer.url()}`);
      }
    });
    const response = await page.goto(route);
    const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await hydrated(page);
    // A form that waits for its visitor (every new registration form among them) comes alive once started on
    // (its scripts are inside the policy too), and a new registration form then loads its captcha.
    if (await waitsForVisitor(page)) await startedOn(page);
    if (route.includes('-reg-new')) {
      // The captcha solves once the visitor starts on the form (its rules load then too): the widget's
      // workers and styles, and the lazily loaded scripts, are inside the policy.
      await captchaSolved(page);
    }
    await page.reload();
    await hydrated(page);
    expect(violations).toEqual([]);
    expect(failed).toEqual([]);
  });
}

for (const route of LOGIN_ROUTES) {
  test(`no Content-Security-Policy violation on ${route} on its way to sign in`, async ({ page }) => {
    const violations = await collectViolations(page);
    // The page leaves for the identity provider as soon as it knows nobody is signed in (its body may be
    // gone by then): read its policy from the page as served, fetched on its own.
    const html = await (await page.request.get(route)).text();
    await page.goto(route);
    const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1] ?? '';
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(violations).toEqual([]);
  });
}

test('the policy is enforced: a script injected into a page is refused and reported', async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});

test('a preview of an owner’s file from a blob: URL (the logo in the company edit form) is within the policy', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  await page.goto('/hs-chaperone-reg-new');
  // What fetchAttachment + URL.createObjectURL give the form: a PNG the page made into a blob: address.
  const width = await page.evaluate(
    async (bytes) => {
      const image = document.createElement('img');
      image.src = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
      document.body.append(image);
      await image.decode();
      return image.naturalWidth;
    },
    [...png(3, 2)],
  );
  expect(width).toBe(3);
  expect(violations).toEqual([]);
});
