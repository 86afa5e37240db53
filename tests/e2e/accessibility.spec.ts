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

/** WCAG's contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

test('the focus ring stands out (3:1) on a form card and on the blue header (WCAG 1.4.11)', async ({ page }) => {
  await page.goto('/contact');
  await hydrated(page);
  // What the ring is drawn on: the element's nearest ancestor with a background of its own.
  const ringAndGround = (element: Element) => {
    let ground: Element | null = element.parentElement;
    while (ground && getComputedStyle(ground).backgroundColor === 'rgba(0, 0, 0, 0)') ground = ground.parentElement;
    return {
      ring: getComputedStyle(element).outlineColor,
      width: parseFloat(getComputedStyle(element).outlineWidth),
      ground: ground ? getComputedStyle(ground).backgroundColor : 'rgb(255, 255, 255)',
    };
  };
  const field = page.getByRole('textbox', { name: 'Email', exact: true });
  await field.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const onCard = await field.evaluate(ringAndGround);
  expect(onCard.width).toBeGreaterThanOrEqual(2);
  expect(contrast(onCard.ring, onCard.ground)).toBeGreaterThanOrEqual(3);

  const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
  await home.focus();
  const onHeader = await home.evaluate(ringAndGround);
  expect(contrast(onHeader.ring, onHeader.ground)).toBeGreaterThanOrEqual(3);
});
