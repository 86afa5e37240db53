import { expect, test } from '@playwright/test';

test('the home page shows the year label the CMS published, and a register link per open switch', async ({
  page,
  request,
}) => {
  const published = await (await request.get(`${process.env.E2E_CMS_URL}/api/site-setting`)).json();
  expect(published.data.yearLabel).toBe('2026');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('STEM Career Day 2026');
  await expect(page.getByTestId('year-label')).toHaveText(published.data.yearLabel);
  const middleSchool = page.getByRole('region', { name: 'Middle School' });
  await expect(middleSchool.getByRole('link', { name: 'Register as a student' })).toHaveAttribute(
    'href',
    '/verify-age?regType=MSIND',
  );
  await expect(page.getByText('Registration Closed')).toHaveCount(0);
});

test('the home page ships no JavaScript', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
});

test('an unknown path lands on the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/error-404\/?$/);
  await expect(
    page.getByRole('heading', { name: "Sorry about that - we couldn't find the page you're looking for" }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Visit Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the API on the same origin reports the store and the CMS reachable', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', store: { reachable: true }, cms: { reachable: true } });
});
