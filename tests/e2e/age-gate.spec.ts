import { expect, test, type Page } from '../support/walk.ts';

/** Islands are server-rendered first; clicking before hydration does nothing, so wait for it. */
async function openGate(page: Page, regType: string) {
  await page.goto(`/verify-age?regType=${regType}`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Someone born in `monthsAgo` months ago, as mm/yyyy. */
function birthMonth(yearsAgo: number, monthsAgo = 0): string {
  const today = new Date();
  const date = new Date(today.getFullYear() - yearsAgo, today.getMonth() - monthsAgo, 1);
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
}

test('a 12-year-old is stopped with the age message and stays on the gate', async ({ page }) => {
  await openGate(page, 'MSIND');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Middle School Student Registration');
  const birthdate = page.getByLabel('Birthdate');
  await birthdate.fill(birthMonth(12));
  await page.getByRole('button', { name: 'VERIFY' }).click();

  await expect(page.getByText('Your age must be 13 or older to continue.')).toBeVisible();
  await expect(birthdate).toHaveAttribute('aria-invalid', 'true');
  await expect(birthdate).toBeFocused();
  await expect(page).toHaveURL(/\/verify-age\/?\?regType=MSIND$/);
});

test('Enter in the birthdate field says the age message aloud, where focus does not move', async ({ page }) => {
  await openGate(page, 'MSGROUP');
  const status = page.locator('form').getByRole('status');
  await page.getByLabel('Birthdate').fill(birthMonth(12));
  await page.getByLabel('Birthdate').press('Enter');
  await expect(status).toHaveText('Your age must be 13 or older to continue.');
  // VERIFY moves focus to the field, whose description says it: not said a second time.
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page.getByLabel('Birthdate')).toBeFocused();
  await expect(status).toHaveText('');
});

test('a 14-year-old is forwarded to the new form with ageVerified', async ({ page }) => {
  await openGate(page, 'HSIND');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('High School Student Registration');
  await page.getByLabel('Birthdate').fill(birthMonth(14));
  await page.getByRole('button', { name: 'VERIFY' }).click();

  await expect(page).toHaveURL(/\/hs-ind-reg-new\/?\?ageVerified=true$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('High School Student Registration');
});

test('digits typed on a numeric keypad become mm/yyyy', async ({ page }) => {
  await openGate(page, 'MSGROUP');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Middle School Group Registration');
  const birthdate = page.getByLabel('Birthdate');
  await birthdate.pressSequentially('052010');
  await expect(birthdate).toHaveValue('05/2010');
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page).toHaveURL(/\/ms-group-reg-new\/?\?ageVerified=true$/);
});

test('an unknown regType goes home', async ({ page }) => {
  await page.goto('/verify-age?regType=COMPANY');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});
