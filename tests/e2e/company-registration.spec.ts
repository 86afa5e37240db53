import { expect, test, type Locator, type Page } from '../support/walk.ts';
import { pdfAttachments, pdfText } from '@stem/registration-api/test-support/company-fixtures';
import { pdf, png } from '@stem/registration-api/test-support/file-fixtures';
import { parseEml } from '@stem/registration-api/test-support/parse-eml';
import { messagesTo } from '../support/outbox.ts';
import { answer, pickFirst, submitWhenCaptchaSolved } from '../support/forms.ts';
import {
  expectNoAxeViolations,
  hydrated,
  outbox,
  signUpAndVerify,
  unique,
  waitForMail,
} from '../support/registrant.ts';

// What a company does: find the company registration on /register, register for both career days with an
// interactive activity (with lunch) and a Gold sponsorship, list two participants and remove one (YES),
// add a PNG logo, read the confirmation naming the events with the invoice PDF attached, sign up with the
// main contact's email, see the logo, replace it and change the registration.

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const SUBMIT = 'SUBMIT COMPANY REGISTRATION';

async function fillParticipant(row: Locator, person: { first: string; last: string; email: string }) {
  await textbox(row, 'First Name').fill(person.first);
  await textbox(row, 'Last Name').fill(person.last);
  await textbox(row, 'Email').fill(person.email);
  await textbox(row, 'Work Phone').fill('330-555-0112');
  await answer(row, /Lunch needed/, 'Yes');
  await pickFirst(row, 'Lunch Type');
}

test('a company registers for both days with an activity, Gold sponsorship and a participant, then changes it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `company.${unique()}@example.org`;

  await page.goto('/register');
  // SPEC's words are the link's name; which of the page's Register Now links it is, its description.
  const companyLink = page.locator('a[href="/company-reg-new"]');
  await expect(companyLink).toHaveAccessibleName('Register Now');
  await expect(companyLink).toHaveAccessibleDescription('your company or organization');
  await companyLink.click();
  await expect(page).toHaveURL(/\/company-reg-new\/?$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company Registration');
  await expect(heading(page, '1. Company/University/Organization')).toBeVisible();
  await expect(heading(page, '2. Main Contact')).toBeVisible();
  await expect(heading(page, '3. STEM Career Day Sponsorship')).toBeVisible();
  await expect(page.getByRole('group', { name: /Participant/ })).toHaveCount(0);

  // An empty submit: the required fields say so, and focus goes to the first. This first press also loads the
  // form's scripts and rules, while its captcha solves beside them: on a busy two-core CI runner that took
  // more than the default 5 s once.
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page.getByText('Please check all required fields')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('group', { name: 'Type', exact: true }).getByRole('radio').first()).toBeFocused();
  for (const name of ['Name', 'Street Address', 'City', 'ZIP Code', 'First Name', 'Email', 'Work Phone']) {
    await expect(textbox(page, name), name).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.getByText('Check at least one STEM field')).toBeVisible();
  await expectNoAxeViolations(page);

  // 1. The organization, and both career days: the sections follow, numbered in order.
  await page.getByRole('radio', { name: 'Company', exact: true }).check();
  // A legal name longer than the field holds is cut where it stops, and the field says so.
  const longName = `Wingfoot Labs ${'Division of Applied Engineering and Workforce Development '.repeat(4)}`;
  await textbox(page, 'Name').fill(longName);
  await expect(textbox(page, 'Name')).toHaveValue(longName.slice(0, 200));
  await expect(page.getByText('You have reached the limit of 200 characters.')).toBeVisible();
  await textbox(page, 'Name').fill('Wingfoot Labs');
  await expect(page.getByText('You have reached the limit of 200 characters.')).toHaveCount(0);
  await textbox(page, 'Street Address').fill('200 Innovation Way');
  await textbox(page, 'City').fill('Akron');
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Ohio' });
  await textbox(page, 'ZIP Code').fill('44316');
  await page.getByRole('checkbox', { name: 'Engineering' }).check();
  // One tick satisfies the group: its error goes at once, as any field's does (issue 10).
  await expect(page.getByText('Check at least one STEM field')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Science' })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('input[type=file][name=companyLogo]')).toHaveAttribute('accept', '.jpeg,.jpg,.png');
  await expect(page.locator('input[type=file][name=companyLogoEPS]')).toHaveAttribute('accept', '.eps');
  // A PNG logo, uploaded after the registration is created (SPEC §4).
  await page.locator('input[type=file][name=companyLogo]').setInputFiles({
    name: 'wingfoot-logo.png',
    mimeType: 'image/png',
    buffer: png(2, 2, [200, 30, 30]),
  });
  await expect(page.getByText(/Chosen: wingfoot-logo\.png/)).toBeVisible();
  // Back on the file input from the chooser, a screen reader hears which file it holds.
  await expect(page.locator('input[type=file][name=companyLogo]')).toHaveAccessibleDescription(
    /Chosen: wingfoot-logo\.png, 1 KB/,
  );
  await page.getByRole('radio', { name: /^Both Events/ }).check();
  for (const title of [
    '3. Middle School Event Preparation',
    '4. High School Event Preparation',
    '5. STEM Career Day Sponsorship',
    '6. Additional Participants',
  ]) {
    await expect(heading(page, title)).toBeVisible();
  }

  // 2. The main contact.
  const contact = page.getByRole('region', { name: '2. Main Contact' });
  await textbox(contact, 'First Name').fill('Katherine');
  await textbox(contact, 'Last Name').fill('Johnson');
  await textbox(contact, 'Email').fill(email);
  await textbox(contact, 'Work Phone').fill('330-555-0100');
  await textbox(contact, 'Cell Phone').fill('330-555-0101');

  // 3. An interactive activity with lunch at the middle school day.
  await page.getByRole('radio', { name: 'Interactive Activity' }).check();
  await expect(heading(page, 'Information Fair')).toHaveCount(0);
  await textbox(page, 'Describe the activity').fill('Build a tyre tread and test its grip.');
  await page.getByRole('radio', { name: 'Science Lab' }).check();
  await answer(page, /Large tables needed/, 'No');
  await answer(page, /Projector needed/, 'Yes');
  await answer(page, /Internet needed/, 'No');
  await answer(page, /Extension cord needed/, 'No');
  await answer(page, /Lunch for the main contact/, 'Yes');
  await pickFirst(page, 'Lunch Type');

  // 4. The high school day.
  const highSchool = page.getByRole('region', { name: '4. High School Event Preparation' });
  await highSchool.getByRole('radio', { name: '1', exact: true }).check();
  await answer(highSchool, /Electricity needed/, 'No');

  // 5. Gold: each tier shows its price, the students it supports and its benefits from the CMS.
  await answer(page, /Will your organization sponsor/, 'Yes');
  const gold = page.getByRole('radio', { name: 'Gold $750' });
  await expect(gold).toHaveAccessibleDescription(/Supports 25 students.*corporate logo on the website/);
  // SPEC §9's own words for the level ("Wingfoot $1050").
  await expect(page.getByRole('radio', { name: 'Wingfoot $1050' })).toBeVisible();
  await gold.check();
  await expect(page.getByRole('combobox', { name: 'Main Contact T-Shirt Size' })).toHaveCount(0);

  // 6. Two participants; the second is removed after YES, the first stays after NO.
  await page.getByRole('button', { name: 'Add participant' }).click();
  const first = page.getByRole('group', { name: 'Participant 1' });
  await expect(textbox(first, 'First Name')).toBeFocused();
  await fillParticipant(first, { first: 'Mary', last: 'Jackson', email: `mary.${unique()}@example.org` });
  await page.getByRole('button', { name: 'Add participant' }).click();
  const second = page.getByRole('group', { name: 'Participant 2' });
  await fillParticipant(second, { first: 'Dorothy', last: 'Vaughan', email: `dorothy.${unique()}@example.org` });

  await page.getByRole('button', { name: 'Remove participant Mary Jackson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Participant' });
  await expect(dialog).toContainText('Remove Mary Jackson from the participants?');
  // A stray Enter removes nothing: NO has focus; NO returns focus to the button that asked.
  await expect(dialog.getByRole('button', { name: 'NO' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'NO' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('group', { name: /^Participant \d$/ })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Remove participant Mary Jackson' })).toBeFocused();

  await page.getByRole('button', { name: 'Remove participant Dorothy Vaughan' }).click();
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByRole('group', { name: /^Participant \d$/ })).toHaveCount(1);
  await expect(textbox(first, 'First Name')).toHaveValue('Mary');
  await expect(page.getByRole('button', { name: 'Add participant' })).toBeFocused();
  // Focus lands on Add participant, which says nothing of the row that went: a status does.
  await expect(page.getByRole('status').filter({ hasText: 'Dorothy Vaughan was removed.' })).toBeAttached();

  // Everything else answered, a logo of the wrong type alone keeps the form here, and the form says so.
  const logoInput = page.locator('input[type=file][name=companyLogo]');
  await logoInput.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await submitWhenCaptchaSolved(page, SUBMIT);
  await expect(page.getByText('Please check all required fields')).toBeVisible();
  await expect(page).toHaveURL(/\/company-reg-new\/?$/);
  await logoInput.setInputFiles({ name: 'wingfoot-logo.png', mimeType: 'image/png', buffer: png(2, 2, [200, 30, 30]) });
  await expect(page.getByText('Please check all required fields')).toHaveCount(0);

  await submitWhenCaptchaSolved(page, SUBMIT);
  // The create, its invoice and then the logo's upload: more than the default wait on a busy machine.
  await expect(page).toHaveURL(/\/thank-you\/?\?regType=COMPANY&regId=[\w-]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration Complete');
  await expect(page.getByText('your invoice follows in a separate email')).toBeVisible();
  const regId = new URL(page.url()).searchParams.get('regId')!;

  // The confirmation names the events and invites to log in; the Gold invoice follows as a PDF.
  const confirmation = await waitForMail(email, /log in/i);
  expect(confirmation).toContain('Middle School STEM Career Day: an interactive activity');
  expect(confirmation).toContain('High School STEM Career Day');
  expect(confirmation).toContain('Additional participants (1):');
  expect(confirmation).toContain('Mary Jackson');
  expect(confirmation).not.toContain('Dorothy Vaughan');
  expect(confirmation).toContain('/auth/login?returnTo=/multiple');
  expect(confirmation).toContain('Your sponsorship invoice follows in a separate email');
  await waitForMail(email, /Your invoice STEM-2026-\d{4} for the Gold sponsorship/);
  const raw = messagesTo(outbox(), email).find((message) => /sponsorship invoice STEM-/.test(message));
  const [pdf] = pdfAttachments(parseEml(raw!));
  const invoice = await pdfText(pdf!.bytes);
  expect(invoice).toMatch(/Invoice number: STEM-2026-\d{4}/);
  for (const expected of [
    'Gold',
    'Total due $750.00',
    'Wingfoot Labs',
    'Attn: Katherine Johnson',
    'Akron, Ohio 44316',
  ]) {
    expect(invoice).toContain(expected);
  }
  expect(invoice).toContain('PAYMENT INSTRUCTIONS');

  // The main contact signs up with that email and changes the city.
  await signUpAndVerify(page, email, 'Katherine Johnson');
  await expect(page).toHaveURL(/\/multiple\/?$/);
  await page
    .getByRole('combobox', { name: 'Registration' })
    .selectOption({ label: 'Katherine Johnson · Wingfoot Labs (Company)' });
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/company-reg-edit/?\\?regId=${regId}$`));

  // The edit form: the stored answers, the email shown but disabled, no captcha, the invoice named.
  await expect(textbox(page, 'City')).toHaveValue('Akron');
  const ownerEmail = textbox(page.getByRole('region', { name: '2. Main Contact' }), 'Email');
  await expect(ownerEmail).toBeDisabled();
  await expect(ownerEmail).toHaveValue(email);
  await expect(ownerEmail).toHaveAttribute('name', 'email');
  await expect(page.getByRole('radio', { name: 'Gold $750' })).toBeChecked();
  await expect(page.getByText(/Your invoice STEM-2026-\d{4} is for Gold \(\$750\)/)).toBeVisible();
  await expect(textbox(page.getByRole('group', { name: 'Participant 1' }), 'First Name')).toHaveValue('Mary');
  await expect(page.getByText('Verified', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The stored logo is shown to its owner; a new one replaces it with the update.
  const currentLogo = page.getByRole('img', { name: 'Current company logo' });
  await expect(page.getByText('Current file: wingfoot-logo.png')).toBeVisible();
  await expect.poll(() => currentLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2);
  await page.locator('input[type=file][name=companyLogo]').setInputFiles({
    name: 'new-logo.png',
    mimeType: 'image/png',
    buffer: png(4, 4, [20, 60, 200]),
  });

  // A new event choice says, before the save, what it would remove; the stored one says nothing.
  await page.getByRole('radio', { name: 'Sponsorship Only' }).check();
  await expect(page.getByText('Saving this choice removes your answers for the middle school day')).toBeVisible();
  await page.getByRole('radio', { name: /^Both Events/ }).check();
  await expect(page.getByText('Saving this choice removes')).toHaveCount(0);

  await textbox(page, 'City').fill('Cuyahoga Falls');
  // Logged out meanwhile: the logo is not sent either, and the form says to log in, not to try again.
  const cookies = await page.context().cookies();
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'UPDATE COMPANY REGISTRATION' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You are no longer logged in, so nothing was saved.' }),
  ).toBeVisible();
  await expect(page.getByText("Logo hasn't been updated")).toHaveCount(0);
  await page.context().addCookies(cookies);
  await page.getByRole('button', { name: 'UPDATE COMPANY REGISTRATION' }).click();
  await expect(page).toHaveURL(new RegExp(`/thank-you/?\\?regType=COMPANY&regId=${regId}&updated=true$`), {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration Updated');

  await page.goto(`/company-reg-edit?regId=${regId}`);
  await expect(textbox(page, 'City')).toHaveValue('Cuyahoga Falls');
  await expect(page.getByText('Current file: new-logo.png')).toBeVisible();
  await expect.poll(() => currentLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(4);
});

test('a logo of the wrong type is refused on its field before anything is sent', async ({ page }) => {
  await page.goto('/company-reg-new');
  await hydrated(page);
  await page.locator('input[type=file][name=companyLogo]').setInputFiles({
    name: 'logo.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  const field = page.getByLabel('Company Logo');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Unsupported file type/);
  // Said at once to a screen reader, whose focus stays on the file input.
  const said = page.getByRole('alert').filter({ hasText: 'Company Logo' });
  await expect(said).toHaveText('Company Logo: Unsupported file type');
  await field.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(2, 2) });
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(said).toHaveCount(0);
  // A PDF saved under an image's name: its first bytes say what it is.
  await field.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pdf() });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Unsupported file type/);
});
