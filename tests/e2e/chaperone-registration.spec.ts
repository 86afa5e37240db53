import { expect, test, type Page } from '../support/walk.ts';
import {
  expectNoAxeViolations,
  hydrated,
  signUpAndVerify,
  solvedCaptcha,
  startedOn,
  unique,
  waitForMail,
} from '../support/registrant.ts';
import { submitWhenCaptchaSolved } from '../support/forms.ts';

// What a high school chaperone does: find the chaperone registration on /register, read the consent and
// release above the signature, register, get the confirmation with its log-in link, sign up with that
// email, find the registration under View/Edit My Registrations and change it.

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillChaperone(page: Page, email: string, phone: string) {
  await textbox(page, 'First Name').fill('Grace');
  await textbox(page, 'Last Name').fill('Hopper');
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Confirm Email').fill(email);
  await textbox(page, 'Phone').fill(phone);
  // The consent's full name follows the name typed above; the signature is typed.
  await expect(textbox(page, 'Chaperone Full Name')).toHaveValue('Grace Hopper');
  await textbox(page, 'Electronic Signature').fill('Grace Hopper');
}

test('a chaperone registers with the consent and release, then signs up and changes the phone', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `chaperone.${unique()}@example.org`;

  await page.goto('/register');
  await page.getByRole('link', { name: 'Register as a chaperone' }).click();
  await expect(page).toHaveURL(/\/hs-chaperone-reg-new\/?$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('High School Chaperone Registration');
  await expect(page.getByRole('heading', { name: '1. Chaperone Information' })).toBeVisible();

  // The consent and release (CMS text) stands above the signature fields, in a box of its own.
  const consent = page.getByRole('region', { name: 'Chaperone Consent and Release' });
  await expect(consent).toContainText('By signing below I agree');
  const consentBox = (await consent.boundingBox())!;
  const signatureBox = (await textbox(page, 'Electronic Signature').boundingBox())!;
  expect(consentBox.y + consentBox.height).toBeLessThanOrEqual(signatureBox.y);
  // On a phone the whole text runs in the page, not in a box that shows one clause at a time.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await consent.evaluate((box) => box.scrollHeight - box.clientHeight)).toBeLessThanOrEqual(1);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(textbox(page, 'Phone')).toHaveAttribute('type', 'tel');
  const date = textbox(page, 'Date');
  await expect(date).toHaveAttribute('readonly', '');
  // Today's date where the event happens is there before the visitor starts on the form, and stays once live.
  const today = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  }).format(new Date());
  await expect(date).toHaveValue(today);
  await startedOn(page);
  await expect(date).toHaveValue(today);

  // An empty submit: every required field says so, the form says so, focus goes to the first one.
  await page.getByRole('button', { name: 'SUBMIT REGISTRATION' }).click();
  await expect(page.getByText('Please check all required fields')).toBeVisible();
  for (const name of ['First Name', 'Last Name', 'Phone', 'Chaperone Full Name', 'Electronic Signature']) {
    await expect(textbox(page, name), name).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(page, name), name).toHaveAccessibleDescription(/This field is required/);
  }
  await expect(textbox(page, 'First Name')).toBeFocused();
  await expectNoAxeViolations(page);

  await fillChaperone(page, email, '330-555-0101');
  await submitWhenCaptchaSolved(page);
  await expect(page).toHaveURL(/\/thank-you\/?\?regType=HSCHAPERONE&regId=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration Confirmed');
  const regId = new URL(page.url()).searchParams.get('regId')!;

  // The confirmation invites the chaperone to log in and change the registration.
  const confirmation = await waitForMail(email, /log in/i);
  expect(confirmation).toContain('/auth/login?returnTo=/multiple');

  await signUpAndVerify(page, email, 'Grace Hopper');
  await expect(page).toHaveURL(/\/multiple\/?$/);
  await page
    .getByRole('combobox', { name: 'Registration' })
    .selectOption({ label: 'Grace Hopper (High school chaperone)' });
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/hs-chaperone-reg-edit/?\\?regId=${regId}$`));

  // The edit form: the stored answers, the consent text, no email (it is the owner), no captcha.
  await expect(textbox(page, 'Phone')).toHaveValue('330-555-0101');
  await expect(textbox(page, 'Chaperone Full Name')).toHaveValue('Grace Hopper');
  await expect(page.getByRole('region', { name: 'Chaperone Consent and Release' })).toContainText('By signing below');
  await expect(textbox(page, 'Email')).toHaveCount(0);
  // Which address the registration (and its mails) belongs to is said instead.
  await expect(page.getByRole('form', { name: 'High School Chaperone Registration' })).toContainText(
    `This registration belongs to ${email}, the email address you log in with. It cannot be changed.`,
  );
  await expect(page.getByText('Verified', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await textbox(page, 'Phone').fill('330-555-0199');
  // Logged out meanwhile (in another tab): nothing is sent, the change stays, and a new tab logs in again.
  const cookies = await page.context().cookies();
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'UPDATE REGISTRATION' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You are no longer logged in, so nothing was saved.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/hs-chaperone-reg-edit/?\\?regId=${regId}$`));
  await expect(textbox(page, 'Phone')).toHaveValue('330-555-0199');
  await expect(page.getByRole('link', { name: 'Log in again (opens a new tab)' })).toHaveAttribute('target', '_blank');
  await page.context().addCookies(cookies);
  // With no network it is the network, not a log-out, that is said (qa25b: a parent on a bad signal was sent
  // to log in again); the change stays.
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'UPDATE REGISTRATION' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No network, so nothing was saved.' })).toHaveText(
    /press the button again when the connection is back\.$/,
  );
  await expect(page.getByRole('link', { name: 'Log in again (opens a new tab)' })).toHaveCount(0);
  await expect(textbox(page, 'Phone')).toHaveValue('330-555-0199');
  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'UPDATE REGISTRATION' }).click();
  await expect(page).toHaveURL(new RegExp(`/thank-you/?\\?regType=HSCHAPERONE&regId=${regId}&updated=true$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration Updated');

  // Opened again, the form shows the change.
  await page.goto(`/hs-chaperone-reg-edit?regId=${regId}`);
  await expect(textbox(page, 'Phone')).toHaveValue('330-555-0199');
  // The network went before the first touch, so the form's rules could not load: the press says so rather
  // than nothing (qa26a), nothing is sent, and the answers stay.
  const scripts = /\.js(\?.*)?$/;
  await page.route(scripts, (route) => route.abort());
  await textbox(page, 'Phone').fill('330-555-0188');
  await page.getByRole('button', { name: 'UPDATE REGISTRATION' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No network, so nothing was saved.' })).toBeVisible();
  await expect(textbox(page, 'Phone')).toHaveValue('330-555-0188');
  await page.unroute(scripts);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(textbox(page, 'Phone')).toHaveValue('330-555-0199');
  // A corrected last name carries into the consent's full name, which read the old one; one typed there stays.
  await textbox(page, 'Last Name').fill('Hopper-King');
  await expect(textbox(page, 'Chaperone Full Name')).toHaveValue('Grace Hopper-King');
  await textbox(page, 'Chaperone Full Name').fill('Grace B. Hopper-King');
  await textbox(page, 'First Name').fill('Gracie');
  await expect(textbox(page, 'Chaperone Full Name')).toHaveValue('Grace B. Hopper-King');
});

test('a full name typed as the form comes alive is the chaperone’s own, not added to the name above (qa26a)', async ({
  page,
}) => {
  await page.goto('/hs-chaperone-reg-new');
  // The form's scripts are slow to come: the chaperone is in Chaperone Full Name by the time it is live.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**', async (route) => {
    await released;
    await route.continue();
  });
  await textbox(page, 'First Name').fill('Chris');
  await textbox(page, 'Last Name').fill('Chaperone');
  await textbox(page, 'Chaperone Full Name').focus();
  release();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await textbox(page, 'Chaperone Full Name').pressSequentially('Christopher Chaperone');
  await expect(textbox(page, 'Chaperone Full Name')).toHaveValue('Christopher Chaperone');
  // Typed in itself, it is the chaperone's own: a corrected last name leaves it.
  await textbox(page, 'Last Name').fill('Chaperon');
  await expect(textbox(page, 'Chaperone Full Name')).toHaveValue('Christopher Chaperone');
});

test('a second chaperone registration with the same email is refused on the email field', async ({ page, request }) => {
  const email = `chaperone.twice.${unique()}@example.org`;
  const first = await request.post('/api/hs-chaperone-reg', {
    data: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      confirmEmail: email,
      phone: '330-555-0101',
      stemDayConsent: { chaperoneFullName: 'Grace Hopper', chaperoneElSignature: 'Grace Hopper', date: '01/01/2026' },
      gResponse: await solvedCaptcha(request),
    },
  });
  expect(((await first.json()) as { code: number }).code).toBe(0);

  await page.goto('/hs-chaperone-reg-new');
  await hydrated(page);
  await fillChaperone(page, email, '330-555-0102');
  await submitWhenCaptchaSolved(page);

  // SPEC §8: -2 puts the server's message on the email field, and the form asks to check the fields.
  await expect(page.getByText('Please check all required fields')).toBeVisible();
  await expect(textbox(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(textbox(page, 'Email')).toHaveAccessibleDescription(/email/i);
  await expect(textbox(page, 'Email')).toBeFocused();
  await expect(page).toHaveURL(/\/hs-chaperone-reg-new\/?$/);
});

test('a form filled in while online and sent once the network is gone goes to the error page (SPEC §8)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/hs-chaperone-reg-new');
  await hydrated(page);
  await fillChaperone(page, `chaperone.offline.${unique()}@example.org`, '330-555-0100');
  // Its scripts are all that started on the form asked for: the network goes, then the send.
  await page.waitForLoadState('networkidle');
  await page.route('**/_astro/**', (route) => route.abort('internetdisconnected'));
  let sent = false;
  await page.route('**/api/hs-chaperone-reg', (route) => {
    sent = true;
    return route.abort('internetdisconnected');
  });
  await submitWhenCaptchaSolved(page, 'SUBMIT REGISTRATION');
  // Validated without a script of its own to fetch, sent, and the failure goes where SPEC §8 says (it did
  // nothing at all when the form's resolver was first fetched by the press).
  await expect(page).toHaveURL(/\/error-500\/?$/);
  expect(sent).toBe(true);
});
