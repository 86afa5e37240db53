import { expect, test } from '../support/walk.ts';
import { StrapiAdmin } from '../support/strapi-admin.ts';

test('an FAQ answer edited and published in the CMS goes live on /contact without a developer', async ({ page }) => {
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

  await expect(async () => {
    await page.goto('/contact');
    await expect(page.getByText(marker)).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 90_000, intervals: [500] });
});
