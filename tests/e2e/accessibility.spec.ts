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

test('a screen reader hears which questions are required, and one message for an empty submit', async ({ page }) => {
  await page.goto('/ms-ind-reg-new?ageVerified=true');
  await hydrated(page);
  await startedOn(page);
  // Untouched, nothing is invalid (Chromium calls a required select on its blank option invalid unless told).
  await expect(page.getByRole('combobox', { name: 'School', exact: true })).toHaveAttribute('aria-invalid', 'false');
  // A required yes/no question says so on its radios (the asterisk is hidden from screen readers).
  const group = page.getByRole('group', { name: /Are you part of a group/ });
  await expect(group.getByRole('radio', { name: 'Yes' })).toHaveJSProperty('required', true);

  await page.goto('/hs-chaperone-reg-new');
  await hydrated(page);
  await startedOn(page);
  await page.getByRole('button', { name: 'SUBMIT REGISTRATION' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please check all required fields' })).toBeVisible();
  // The errors are read with their fields (focus goes to the first), not as a score of alerts at once.
  await expect(page.getByRole('alert')).toHaveCount(0);
  const first = page.getByRole('textbox', { name: 'First Name', exact: true });
  await expect(first).toBeFocused();
  await expect(first).toHaveAccessibleDescription(/This field is required/);
});

test('buttons keep their edges in forced colours (Windows contrast themes)', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/register');
  const edge = await page
    .getByRole('link', { name: /Register Now/ })
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.borderTopStyle, width: parseFloat(style.borderTopWidth) };
    });
  expect(edge.style).toBe('solid');
  expect(edge.width).toBeGreaterThanOrEqual(1);
});
