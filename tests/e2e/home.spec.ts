import { expect, test } from '../support/walk.ts';

test('the home page shows the year label the CMS published, and a register link per open switch', async ({
  page,
  request,
}) => {
  const published = await (await request.get(`${process.env.E2E_CMS_URL}/api/site-setting`)).json();
  expect(published.data.yearLabel).toBe('2026');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2026');
  await expect(page.getByTestId('year-label')).toHaveText(published.data.yearLabel);
  const middleSchool = page.getByRole('region', { name: /Middle School/ });
  await expect(middleSchool.getByRole('link', { name: 'Register Now' }).first()).toHaveAttribute(
    'href',
    '/verify-age?regType=MSIND',
  );
  await expect(page.getByText('Registration Closed')).toHaveCount(0);
  await expect(page.getByText('Applications Closed')).toHaveCount(0);
  // SPEC §1 gives the days' hours on the home page as written here.
  await expect(middleSchool.getByText('8:00 am-2:30 pm')).toBeVisible();
  await expect(page.getByRole('region', { name: /High School/ }).getByText('8:00 am-12:00 pm')).toBeVisible();
  // The middle school card's words for teachers lead to the group form (its button is the student's).
  await expect(middleSchool.getByRole('link', { name: 'register a whole group' })).toHaveAttribute(
    'href',
    '/verify-age?regType=MSGROUP',
  );
});

test('the register page gives the middle school day and its closing date as sentences (SPEC §9: 3/16)', async ({
  page,
}) => {
  await page.goto('/register');
  const card = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Middle School', exact: true }) });
  // The two sentences ran together ("2026.Registration closes"): Astro drops a line break before an element.
  await expect(card.getByText(/Grades 6-8, .+\. Registration closes 3\/16\/2026\.$/)).toBeVisible();
});

test('Day Of Event gives each day SPEC §9’s hours for the page: the middle school span, the high school check-in and programme', async ({
  page,
}) => {
  await page.goto('/map');
  const facts = (slug: string) => page.locator(`#panel-${slug} .facts`);
  // Middle school: "map page and home page say 8:00 start and 2:30 end".
  await expect(facts('middle-school')).toContainText('Time8:00 am-2:30 pm');
  // High school: check-in 7:45 to 8:30, event 8:30 to noon; only the home page says 8:00-12:00.
  await page.getByRole('tab', { name: 'High School' }).click();
  await expect(facts('high-school')).toContainText('Check-in7:45 am-8:30 am');
  await expect(facts('high-school')).toContainText('Event8:30 am-12:00 pm');
  await expect(facts('high-school')).not.toContainText('8:00 am');
});

test('Day Of Event says what to bring: the check-in code and where to find it again, and the day’s consent form', async ({
  page,
}) => {
  await page.goto('/map');
  for (const [tab, slug, form] of [
    ['Middle School', 'middle-school', '/consent-form-ms'],
    ['High School', 'high-school', '/consent-form-hs'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    const bring = page.locator(`#panel-${slug}`).getByRole('region', { name: 'What to bring' });
    await expect(bring).toContainText('the QR code in your confirmation email');
    await expect(bring.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login?returnTo=/multiple');
    await expect(bring.getByRole('link', { name: 'sign the day-of consent form' })).toHaveAttribute('href', form);
  }
});

test('Day Of Event prints both days, without the tabs or the site navigation', async ({ page }) => {
  await page.goto('/map');
  const panels = page.locator('.tabs__panel');
  await expect(panels).toHaveCount(2);
  await expect(panels.nth(1)).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(panels.nth(0)).toBeVisible();
  await expect(panels.nth(1)).toBeVisible();
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
});

test('in Windows high contrast the chosen Day Of Event tab is marked by more than its background', async ({ page }) => {
  await page.goto('/map');
  await page.emulateMedia({ forcedColors: 'active' });
  const chosen = page.getByRole('tab', { selected: true });
  const other = page.getByRole('tab', { selected: false });
  const marks = (tab: typeof chosen) =>
    tab.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.textDecorationLine} ${style.borderBottomWidth}`;
    });
  expect(await marks(chosen)).not.toBe(await marks(other));
});

test('the FAQ prints every answer, without the form to ask one', async ({ page }) => {
  await page.goto('/contact');
  const firstAnswer = page.locator('.accordion__body').first();
  await expect(firstAnswer).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(firstAnswer).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeHidden();
});

test('the home slideshow rotates, and stops for a visitor who pauses it', async ({ page }) => {
  await page.goto('/');
  const current = page.locator('[aria-roledescription="slide"][data-current]');
  await expect(current).toHaveCount(1);
  const first = await current.getAttribute('aria-label');
  await expect(current).not.toHaveAttribute('aria-label', first!, { timeout: 8000 });

  await page.getByRole('button', { name: /pause/i }).first().click();
  // Leave the slideshow (hover and focus pause it too): only the button should keep it still.
  await page.mouse.move(0, 0);
  await page.getByRole('link', { name: 'Home' }).first().focus();
  const paused = await current.getAttribute('aria-label');
  await page.waitForTimeout(6000);
  await expect(current).toHaveAttribute('aria-label', paused!);
});

test('an unknown path lands on the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/error-404$/);
  await expect(
    page.getByRole('heading', { name: "Sorry about that - we couldn't find the page you're looking for" }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Visit Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the Engineering Explorer Post is reached from the scholarships page', async ({ page }) => {
  await page.goto('/scholarships');
  await page.getByRole('link', { name: 'Engineering Explorer Post' }).click();
  await expect(page).toHaveURL(/\/exploring-post$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Engineering Explorer Post');
});

test('the contact page opens the accordion named in accordionId', async ({ page }) => {
  await page.goto('/contact?accordionId=hs-who-can-attend');
  const opened = page.locator('details[open]');
  await expect(opened).toHaveCount(1);
  await expect(opened).toHaveAttribute('id', 'hs-who-can-attend');
});

test('an answer opened by accordionId on a phone keeps its event’s heading in view', async ({ page }) => {
  // Both events ask the same questions: the reader must see which event's answer this is.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact?accordionId=hs-registration-and-walk-ins');
  await expect(page.locator('details[open] summary')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 2, name: 'High School' })).toBeInViewport();
});

test('the API on the same origin reports the store and the CMS reachable', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    status: 'ok',
    store: { reachable: true, writable: true },
    cms: { reachable: true },
    // The outbox: messages may be waiting a moment, none has failed.
    mail: { pending: expect.any(Number), failed: 0 },
  });
});
