import { expect, test, type Page } from '../support/walk.ts';
import { msIndividual } from '@stem/registration-api/test-support/student-fixtures';
import { signUpAndVerify, solvedCaptcha, settledAsVisitor, unique } from '../support/registrant.ts';
import { CONTENT_ROUTES, FORM_ROUTES, ISLAND_ROUTES } from './routes.ts';

// Every page fits a phone (issue: phones and desktops): at 390 px nothing scrolls sideways, islands
// hydrated and their lists loaded. A failure names the route and the element that reaches furthest right.

const PHONE = 390;
/** WCAG 1.4.10 (Reflow): text pages read at 320 CSS px (a small phone, or 1280 px zoomed to 400 %). */
const REFLOW = 320;
test.use({ viewport: { width: PHONE, height: 844 }, isMobile: true });

interface Width {
  scrollWidth: number;
  /** The deepest element reaching furthest right, box or text (outside any scroll container), as a CSS path. */
  widest: string;
  right: number;
}

/** The page's width and, when it is too wide, the element that makes it so. */
function measure(page: Page, phone: number): Promise<Width> {
  return page.evaluate((phone) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= phone) return { scrollWidth, widest: '', right: 0 };
    // An element inside a scrolling or clipping box cannot widen the page: it is not a culprit.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    let widest: Element | undefined;
    let right = 0;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      // A visually hidden text (1 px, clipped) draws nothing: its text's width is no culprit.
      if (box.width <= 1 || clipped(element)) continue;
      // A box can stay narrow while its text runs out of it (a long email): scrollWidth counts that text.
      const reach = Math.max(box.right, box.left + element.scrollWidth);
      // Document order: a descendant reaching as far as its ancestor replaces it (the deeper culprit).
      if (reach > right + 0.5 || (widest?.contains(element) && reach >= right - 0.5)) {
        widest = element;
        right = reach;
      }
    }
    const describe = (element: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const id = node.id ? `#${node.id}` : '';
        const classes = [...node.classList].map((name) => `.${name}`).join('');
        parts.unshift(`${node.tagName.toLowerCase()}${id}${classes}`);
        if (id) break;
      }
      return parts.join(' > ');
    };
    return { scrollWidth, widest: widest ? describe(widest) : '(none found)', right: Math.round(right) };
  }, phone);
}

/** Opens a route as a visitor would and waits for its islands and their data. */
async function open(page: Page, route: string) {
  await page.goto(route);
  // A form that waits for its visitor is started, as the visitor would, so its live layout is checked too.
  await settledAsVisitor(page);
  await expect(page.locator('main')).toBeVisible();
}

async function expectFits(page: Page, route: string, phone = PHONE) {
  const width = await measure(page, phone);
  expect(
    width.scrollWidth,
    `${route} is ${width.scrollWidth}px wide on a ${phone}px phone; widest: ${width.widest} (right edge ${width.right}px)`,
  ).toBeLessThanOrEqual(phone);
}

// One visit per route checks its three widths in turn (three visits cost the walks about two minutes).
const TEXT_PAGES = new Set<string>(CONTENT_ROUTES);
const LARGE_TEXT_PAGES = new Set<string>([...CONTENT_ROUTES, ...FORM_ROUTES]);

for (const route of [...CONTENT_ROUTES, ...FORM_ROUTES, ...ISLAND_ROUTES]) {
  const also = [TEXT_PAGES.has(route) && `at ${REFLOW}px`, LARGE_TEXT_PAGES.has(route) && 'with text at 200 %'].filter(
    Boolean,
  );
  test(`${route} fits a ${PHONE}px phone${also.length ? `, also ${also.join(' and ')}` : ''}`, async ({ page }) => {
    await open(page, route);
    await expectFits(page, route);
    // No checkbox or radio is squeezed narrower than its set size by a label that wraps.
    const squeezed = await page
      .locator('.choice-group__option input')
      .evaluateAll((inputs) =>
        inputs.filter((input) => input.getBoundingClientRect().width < 16).map((input) => input.getAttribute('name')),
      );
    expect(squeezed, route).toEqual([]);

    // WCAG 1.4.10 (Reflow): a text page reads at 320 CSS px.
    if (TEXT_PAGES.has(route)) {
      await page.setViewportSize({ width: REFLOW, height: 640 });
      await expectFits(page, route, REFLOW);
      await page.setViewportSize({ width: PHONE, height: 844 });
    }
    // WCAG 1.4.4 (Resize text): a phone set to large text (the root font at 200 %) still reads without
    // scrolling sideways.
    if (LARGE_TEXT_PAGES.has(route)) {
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      await expectFits(page, `${route} (text at 200 %)`);
    }
  });
}

test(`the signed-in pages fit a ${PHONE}px phone: /multiple and an edit form`, async ({ page, request }) => {
  test.setTimeout(90_000);
  // A registration with a long (real-world) name and address, so that /multiple's select has a long option
  // and its "Registrations for <email>" an unbreakable word.
  const email = `alexandrina.montgomeryfitzwilliam.${unique().replace('-', '')}@example.com`;
  const gResponse = await solvedCaptcha(request);
  const student = { ...msIndividual(email), firstName: 'Alexandrina Josephine', lastName: 'Montgomery-Fitzwilliam' };
  const answer = await request.post('/api/ms-ind-reg', { data: { ...student, gResponse } });
  const body = (await answer.json()) as { code: number; data: { regId: string } };
  expect(body.code).toBe(0);

  await signUpAndVerify(page, email, 'Ada Lovelace');
  await expect(page).toHaveURL(/\/multiple\/?$/);
  await expect(page.getByRole('combobox', { name: 'Registration' })).toBeVisible();
  await expectFits(page, '/multiple (signed in)');

  const edit = `/ms-ind-reg-edit?regId=${body.data.regId}`;
  await open(page, edit);
  await expect(page.getByRole('button', { name: 'UPDATE REGISTRATION' })).toBeVisible();
  await expectFits(page, `${edit} (signed in)`);
});
