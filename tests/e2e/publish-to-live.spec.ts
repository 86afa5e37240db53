import { expect, test } from '../support/walk.ts';
import { png } from '@stem/registration-api/test-support/file-fixtures';
import { StrapiAdmin } from '../support/strapi-admin.ts';

test('an FAQ answer edited and a sponsor added in the CMS go live without a developer', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await StrapiAdmin.signIn(
    process.env.E2E_CMS_URL!,
    process.env.E2E_ADMIN_EMAIL!,
    process.env.E2E_ADMIN_PASSWORD!,
  );
  const uid = 'api::faq-entry.faq-entry';
  const entry = await admin.firstEntry(uid, 'order:ASC');
  const marker = `Updated by the communications team ${Date.now()}.`;
  await admin.publishEntry(uid, String(entry.documentId), { answer: `${String(entry.answer)}\n\n${marker}` });

  // A Wingfoot sponsor's logo, as downloaded from the organisers' desk, goes on the home page (SPEC §9):
  // uploaded as it is (no alternative text: the sponsor's name is), linked to the sponsor's website.
  const name = `Tread Labs ${Date.now()}`;
  const logo = await admin.upload('tread-labs-logo.png', png(360, 120, [11, 47, 91]), 'image/png');
  await admin.createAndPublish('api::sponsor.sponsor', {
    name,
    tier: 'Wingfoot',
    logo,
    website: 'https://tread-labs.example/',
    order: 0,
  });

  await expect(async () => {
    await page.goto('/contact');
    await expect(page.getByText(marker)).toBeAttached({ timeout: 1000 });
    await page.goto('/');
    const sponsor = page.getByRole('list', { name: 'Sponsors' }).getByRole('link', { name });
    await expect(sponsor).toHaveAttribute('href', 'https://tread-labs.example/', { timeout: 1000 });
  }).toPass({ timeout: 90_000, intervals: [500] });
  const image = page.getByRole('img', { name });
  await expect(image).toBeVisible();
  // Copied into the site by the build, never loaded from the staff-only CMS.
  expect(await image.getAttribute('src')).not.toContain(process.env.E2E_CMS_URL!);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
