import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '../support/walk.ts';
import { MESSAGES } from '@stem/shared';
import { msIndividual } from '@stem/registration-api/test-support/student-fixtures';
import {
  captchaSolved,
  hydrated,
  signUpAndVerify,
  solvedCaptcha,
  settledAsVisitor,
  unique,
} from '../support/registrant.ts';
import { EDIT_JS_BUDGET, FORM_ROUTES } from './routes.ts';

// Form pages are built with their form and hydrated (issue: forms that feel instant): the form is in the
// page as served, and nothing on it moves while its scripts arrive, hydrate, load the option lists or (an
// edit page) fill in the stored registration. Measured on a phone, as Lighthouse's mobile profile does.

const PHONE = { width: 412, height: 823 };

/** Records the page's layout shifts that no input caused (what CLS adds up), from the first paint. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftTotal = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0));

test.use({ viewport: PHONE });

for (const route of FORM_ROUTES) {
  test(`${route} is served with its form, and nothing moves while it comes alive`, async ({ page, request }) => {
    const served = await (await request.get(route)).text();
    // Built into the page: the form, its fields and its submit button, and no "Loading…" stand-in.
    expect(served).toMatch(/<form[^>]*>[\s\S]*<input[\s\S]*<button[^>]*type="submit"/);
    expect(served).not.toContain('Loading…');

    await recordShifts(page);
    await page.goto(route);
    // A new form comes alive when the visitor starts on it (client:interaction): nothing moves then either.
    await settledAsVisitor(page);
    // Every form page has exactly one submit button, whatever its words (SUBMIT…, CREATE GROUP, SEND QUESTION).
    await expect(page.locator('form button[type="submit"]')).toBeVisible();
    if (route.includes('accordionId=')) {
      // The link asked for one FAQ answer: it is open from the first paint (an inline script in the accordion)
      // and the page scrolls to it; the contact form below it must not move.
      await expect(page.locator('details[open]')).toHaveCount(1);
      await expect(page.locator('details[open]')).toBeInViewport();
    }
    expect(await shiftTotal(page)).toBeLessThan(0.01);
  });
}

test('a link to the first FAQ answer, in any case, opens it in the first paint: nothing below it moves', async ({
  page,
}) => {
  // The first answer pushes the most below it: every other answer, and the contact form.
  await recordShifts(page);
  await page.goto('/contact?accordionId=%20MS-Schedule-and-Location%20');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('details[open]')).toHaveCount(1);
  await expect(page.locator('details[open]')).toHaveAttribute('id', 'ms-schedule-and-location');
  await expect(page.locator('#ms-schedule-and-location summary')).toBeFocused();
  expect(await shiftTotal(page)).toBeLessThan(0.01);
});

test('an edit page is served with its form, waits disabled, and does not move when the registration arrives', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `still.${unique()}@example.com`;
  const answer = await request.post('/api/ms-ind-reg', {
    data: { ...msIndividual(email), gResponse: await solvedCaptcha(request) },
  });
  const { data } = (await answer.json()) as { data: { regId: string } };
  const route = `/ms-ind-reg-edit?regId=${data.regId}`;

  const served = await (await request.get(route)).text();
  expect(served).toMatch(/<fieldset[^>]*disabled[\s\S]*UPDATE REGISTRATION/);
  expect(served).toContain('Loading your registration…');

  await signUpAndVerify(page, email, 'Ada Lovelace');
  await expect(page).toHaveURL(/\/multiple\/?$/);
  await recordShifts(page);
  // In how many tasks the loaded form's sections appear: one long task for the whole form would keep a slow
  // phone from answering a tap for a third of a second (Lighthouse mobile), so they come one per task. A
  // mutation observer hears of one task's changes in one call: each call that brings sections is one task of
  // the mount.
  await page.addInitScript(() => {
    const perTask: number[] = [];
    (window as unknown as { sectionsPerTask: number[] }).sectionsPerTask = perTask;
    // The loaded form's sections only: the waiting form (aria-busy) is parsed in, not mounted.
    const sectionsOf = (node: Element) => [
      ...(node.matches('.form-section') ? [node] : []),
      ...node.querySelectorAll('.form-section'),
    ];
    new MutationObserver((records) => {
      const added = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node): node is Element => node instanceof Element)
        .flatMap(sectionsOf)
        .filter((section) => section.closest('form')?.getAttribute('aria-busy') !== 'true');
      if (added.length > 0) perTask.push(added.length);
    }).observe(document, { childList: true, subtree: true });
  });
  const asked: string[] = [];
  const registration = `/api/registrations/${data.regId}`;
  let registrationAsked = () => {};
  const registrationSeen = new Promise<void>((resolve) => (registrationAsked = resolve));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    asked.push(path);
    if (path === registration) registrationAsked();
  });
  // The form's edit route is held until the registration has been asked for (at most 10 s): a page that
  // asked for it only from the edit route would wait the whole 10 s and be caught below, whichever of the two
  // requests a fast machine happens to send first.
  let editRouteHeld: 'released by the registration request' | 'timed out' | 'never requested' = 'never requested';
  await page.route(/\/edit-route\.[^/]+\.js$/, async (held) => {
    editRouteHeld = await Promise.race([
      registrationSeen.then(() => 'released by the registration request' as const),
      new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), 10_000)),
    ]);
    await held.continue();
  });
  await page.goto(route);
  const lastName = page.getByRole('textbox', { name: 'Last Name', exact: true });
  await expect(lastName).toHaveValue('Lovelace');
  await expect(lastName).toBeEnabled();
  await expect(page.getByRole('button', { name: 'UPDATE REGISTRATION', exact: true })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  // This document's scripts (not those of the page signed in from), fetched again and gzipped.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' && entry.name.endsWith('.js'))
      .map((entry) => entry.name),
  );
  expect(await shiftTotal(page)).toBeLessThan(0.01);
  // The registration is asked for once, as soon as the session is known: the page's first scripts ask, without
  // waiting for the form's edit route (which asked three round trips of module imports later).
  expect(asked.filter((path) => path === registration)).toHaveLength(1);
  expect(editRouteHeld).toBe('released by the registration request');
  // Five sections, one per task, the submit card with the last.
  const perTask = await page.evaluate(() => (window as unknown as { sectionsPerTask: number[] }).sectionsPerTask);
  expect(perTask).toEqual([1, 1, 1, 1, 2]);
  // The stored registration is shown with the kind's loading rules alone: its schemas (the validation
  // library, the phone number metadata) load when the visitor starts on the form, as on a new form, so an
  // edit page fetches little more script than a new one before that (it fetched 33 scripts, 79 KB, before).
  const sizes = await Promise.all(scripts.map(async (url) => gzipSync(await (await request.get(url)).body()).length));
  const bytes = sizes.reduce((a, b) => a + b, 0);
  expect(bytes).toBeLessThanOrEqual(EDIT_JS_BUDGET);
  // A value set without a tap or a focus (autofill, assistive technology) starts on the form too: its rules
  // load then, not only when UPDATE REGISTRATION waits for them.
  const schema = /\/ms-individual-schema\.[^/]+\.js$/;
  expect(asked.filter((path) => schema.test(path))).toEqual([]);
  const rulesAsked = page.waitForRequest(schema);
  await page.getByRole('combobox', { name: 'T-Shirt Size', exact: true }).evaluate((select: HTMLSelectElement) => {
    select.selectedIndex = select.options.length - 1;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await rulesAsked;
  // They come on the first touch, and the form validates as the API does.
  await lastName.fill('');
  await page.getByRole('button', { name: 'UPDATE REGISTRATION', exact: true }).click();
  await expect(page.getByText(MESSAGES.required)).toBeVisible();
  await lastName.fill('Byron');
  await expect(page.getByText(MESSAGES.required)).toBeHidden();
});

test('a new form comes alive when the visitor starts on it, and nothing done before it is live is lost', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/hs-chaperone-reg-new');
  await page.waitForLoadState('networkidle');
  const island = page.locator('astro-island[client="interaction"]');
  const script = (await island.getAttribute('component-url'))!;
  // Shown whole, and no script of the form has loaded: a slow phone has nothing to run for it yet.
  await expect(page.getByRole('button', { name: 'SUBMIT REGISTRATION' })).toBeVisible();
  expect(requested).not.toContain(script);
  await expect(island).toHaveAttribute('ssr', '');
  // The captcha's room says when its check runs, rather than stand empty.
  const captchaNote = page.getByText('This check runs by itself once you start filling in the form.');
  await expect(captchaNote).toBeVisible();

  // The visitor starts on a slow network: the form's script is held back while they type and press submit.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === script,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
  await textbox('First Name').fill('Grace');
  await textbox('Last Name').fill('Hopper');
  await page.getByRole('button', { name: 'SUBMIT REGISTRATION' }).click();
  await expect.poll(() => requested).toContain(script);
  await expect(island).toHaveAttribute('ssr', '');
  // The built form was not sent as it is (a GET of the page with the answers in its address).
  expect(new URL(page.url()).search).toBe('');

  release();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  // What was typed is the live form's, and the submit pressed meanwhile happens once: the form checks it.
  await expect(page.getByText('Please check all required fields')).toBeVisible();
  await expect(textbox('First Name')).toHaveValue('Grace');
  await expect(textbox('First Name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(textbox('Last Name')).toHaveValue('Hopper');
  await expect(textbox('Phone')).toHaveAttribute('aria-invalid', 'true');
  expect(new URL(page.url()).search).toBe('');
  // Started, the check runs in the captcha's room, in place of its note.
  await captchaSolved(page);
  await expect(captchaNote).toHaveCount(0);
});

test('Back to a form shows what the restored answers open, before the visitor touches it again', async ({ page }) => {
  await page.goto('/ms-ind-reg-new?ageVerified=true');
  await hydrated(page);
  await page
    .getByRole('group', { name: /Are you part of a group/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await expect(page.getByRole('combobox', { name: 'Group Name', exact: true })).toBeVisible();
  // Kept out of the back/forward cache (an unload listener does it), the page is loaded again on Back and the
  // browser restores the answers into the page as built, where the group's fields are closed.
  await page.evaluate(() => window.addEventListener('unload', () => {}));
  await page.goto('/about');
  await page.goBack();
  await expect(
    page.getByRole('group', { name: /Are you part of a group/ }).getByRole('radio', { name: 'Yes' }),
  ).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Group Name', exact: true })).toBeVisible();
});

// The seeded catalogues' first entries (cms/seed/catalogues.json), by the select that shows them.
const BUILT_SELECTS: Array<[route: string, selects: Record<string, string>]> = [
  [
    '/ms-ind-reg-new?ageVerified=true',
    { School: 'Riverbend Middle School', 'Grade Level': '6th', 'T-Shirt Size': 'S', Lunch: 'Deli Sandwich' },
  ],
  ['/hs-ind-reg-new?ageVerified=true', { School: 'Riverbend High School', 'Grade Level': '9th' }],
  ['/ms-group-reg-new?ageVerified=true', { School: 'Riverbend Middle School', Lunch: 'Deli Sandwich' }],
  ['/scholarship-application-new', { 'High School': 'Riverbend High School' }],
];

for (const [route, selects] of BUILT_SELECTS) {
  test(`${route} is built with its catalogues: its selects have their options before any script runs`, async ({
    browser,
  }) => {
    // Without JavaScript the page is read as built: a school can be chosen before the form is live. (With
    // scripting off for good, no-script.css hides the form; it is left out here, to see what is built.)
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    await context.route('**/no-script.css', (request) => request.abort());
    const page = await context.newPage();
    await page.goto(route);
    for (const [label, first] of Object.entries(selects)) {
      const select = page.getByRole('combobox', { name: label, exact: true });
      await expect(select.getByRole('option', { name: first, exact: true })).toBeAttached();
    }
    await context.close();
  });
}

test.describe('with scripting turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('a form is hidden and the page says it needs JavaScript; a content page reads as usual', async ({ page }) => {
    const note = () =>
      page.locator('main').evaluate((main) => getComputedStyle(main, '::after').content.replace(/^"|"$/g, ''));
    for (const route of ['/hs-chaperone-reg-new', '/consent-form-ms', '/multiple']) {
      await page.goto(route);
      // The built form would submit as a GET of the page, its answers in the address: it cannot be reached.
      await expect(page.locator('main form'), route).toHaveCount(route === '/multiple' ? 0 : 1);
      await expect(page.locator('main form'), route).toBeHidden();
      expect(await note(), route).toMatch(/^This form needs JavaScript, which is turned off in this browser\./);
    }
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await note()).toBe('none');
  });
});
