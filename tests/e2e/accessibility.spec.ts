import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/walk.ts';
import { hydrated, startedOn, waitsForVisitor } from '../support/registrant.ts';
import { CONTENT_ROUTES, FORM_ROUTES, ISLAND_ROUTES, LOGIN_ROUTES } from './routes.ts';

// WCAG 2.2 AA, as the handbook asks, over every route.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const route of [...CONTENT_ROUTES, ...FORM_ROUTES, ...ISLAND_ROUTES]) {
  test(`axe finds no WCAG 2.2 AA violation on ${route}`, async ({ page }) => {
    await page.goto(route);
    await hydrated(page);
    await expect(page.locator('main')).toBeVisible();
    await expectNoViolations(page);
    // A form that waits for its visitor (client:interaction) is checked as built above, and live too.
    if (await waitsForVisitor(page)) {
      await startedOn(page);
      await expectNoViolations(page);
    }
  });
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

for (const route of LOGIN_ROUTES) {
  test(`${route} sends a logged-out visitor to a sign-in page that axe passes`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(results.violations.map((v) => `${v.id} (${v.impact})`)).toEqual([]);
  });
}
