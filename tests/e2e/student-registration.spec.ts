import { expect, test, type Page } from '@playwright/test';
import { messagesTo } from '../support/outbox.ts';

// What a new student and a parent do: pass the age gate, fill the form, land on the right thank-you text,
// and find the confirmation in their mailbox (the local outbox).

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

function birthMonth(yearsAgo: number): string {
  const today = new Date();
  const date = new Date(today.getFullYear() - yearsAgo, today.getMonth(), 1);
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
}

async function hydrated(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

async function passAgeGate(page: Page, regType: 'MSIND' | 'HSIND', form: RegExp) {
  await page.goto(`/verify-age?regType=${regType}`);
  await hydrated(page);
  await page.getByLabel('Birthdate').fill(birthMonth(14));
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page).toHaveURL(form);
  await hydrated(page);
}

/** Picks the first catalogue entry (not the placeholder, not 'Other') once it has loaded from the API. */
async function pickFirst(page: Page, label: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  const entry = select.locator('option:not([value=""]):not([value="other"])').first();
  await expect(entry).toBeAttached({ timeout: 15_000 });
  await select.selectOption((await entry.getAttribute('value'))!);
}

const answer = (page: Page, question: RegExp, choice: 'Yes' | 'No') =>
  page.getByRole('group', { name: question }).getByRole('radio', { name: choice, exact: true }).check();

async function fillStudentAndParent(page: Page, student: string, parent: string) {
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(student);
  await page.getByRole('textbox', { name: 'Confirm Email', exact: true }).fill(student);
  await pickFirst(page, 'School');
  await pickFirst(page, 'Grade Level');
  await pickFirst(page, 'T-Shirt Size');
  await answer(page, /Have you attended STEM Career Day before/, 'No');
  await page.getByRole('textbox', { name: 'Parent/Guardian First Name', exact: true }).fill('Anne');
  await page.getByRole('textbox', { name: 'Parent/Guardian Last Name', exact: true }).fill('Byron');
  await page.getByRole('textbox', { name: 'Parent/Guardian Email', exact: true }).fill(parent);
  await page.getByRole('textbox', { name: 'Confirm Parent/Guardian Email', exact: true }).fill(parent);
  await page.getByRole('textbox', { name: 'Parent/Guardian Phone', exact: true }).fill('330-555-0100');
  await answer(page, /Will this parent\/guardian attend the event/, 'No');
  await page.getByRole('checkbox', { name: 'Same as parent/guardian' }).check();
}

async function submitWhenCaptchaSolved(page: Page) {
  await expect(page.getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'SUBMIT REGISTRATION' }).click();
}

test('a middle school student joins a group by name and code, with the consent signed on the form', async ({
  page,
}) => {
  const student = `ms.student.${unique()}@example.org`;
  const parent = `ms.parent.${unique()}@example.org`;
  await passAgeGate(page, 'MSIND', /\/ms-ind-reg-new\/?\?ageVerified=true$/);
  await fillStudentAndParent(page, student, parent);
  await pickFirst(page, 'Lunch');
  await page.getByRole('checkbox', { name: 'Science', exact: true }).check();

  await answer(page, /Are you part of a group/, 'Yes');
  await page.getByRole('combobox', { name: 'Group Name', exact: true }).selectOption({ label: 'Demo Group' });
  await page.getByRole('textbox', { name: 'Group Code', exact: true }).fill('rockets-2026');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Group Code is not valid', { exact: false })).toBeVisible();
  await page.getByRole('textbox', { name: 'Group Code', exact: true }).fill('Rockets-2026');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Group Code is valid', { exact: true })).toBeVisible();

  await answer(page, /Will your school submit the consent form for you/, 'No');
  await answer(page, /Is a parent\/guardian present to sign the consent form now/, 'Yes');
  await page.getByRole('textbox', { name: 'Parent/Guardian Name', exact: true }).fill('Anne Byron');
  await page.getByRole('textbox', { name: 'Relation to Student', exact: true }).fill('Mother');
  await page.getByRole('textbox', { name: 'Student Name', exact: true }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Parent/Guardian Electronic Signature', exact: true }).fill('Anne Byron');

  await submitWhenCaptchaSolved(page);
  await expect(page).toHaveURL(/\/thank-you\/?\?regType=MSIND&regId=[\w-]+&isContestFormSubmitted=true$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration Complete');

  for (const address of [student, parent]) {
    const [message] = messagesTo(process.env.E2E_OUTBOX_DIR!, address);
    expect(message, `a confirmation to ${address}`).toBeDefined();
    expect(message).toContain('/auth/login');
    expect(message).toContain('text/calendar');
  }
});

test('a high school student picks three tours; the school will submit the consent', async ({ page }) => {
  const student = `hs.student.${unique()}@example.org`;
  const parent = `hs.parent.${unique()}@example.org`;
  await passAgeGate(page, 'HSIND', /\/hs-ind-reg-new\/?\?ageVerified=true$/);
  await expect(page.getByText('select up to 3', { exact: false })).toBeVisible();
  await fillStudentAndParent(page, student, parent);
  for (const tour of ['Biology', 'Chemistry', 'Physics']) {
    await page.getByRole('checkbox', { name: tour, exact: true }).check();
  }
  await answer(page, /Will your school submit the consent form for you/, 'Yes');
  await answer(page, /Is a parent\/guardian present to sign the consent form now/, 'No');

  await submitWhenCaptchaSolved(page);
  await expect(page).toHaveURL(/\/thank-you\/?\?regType=HSIND&regId=[\w-]+&isContestFormSubmitted=false$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration In Progress');
  expect(messagesTo(process.env.E2E_OUTBOX_DIR!, student)).toHaveLength(1);
});

for (const [route, regType, day] of [
  ['/consent-form-hs', 'HSDAYOFCONSENT', 'high school'],
  ['/consent-form-ms', 'MSDAYOFCONSENT', 'middle school'],
] as const) {
  test(`a parent signs the ${day} day-of consent form`, async ({ page }) => {
    const student = `consent.${unique()}@example.org`;
    await page.goto(route);
    await hydrated(page);
    await page.getByRole('textbox', { name: "Student's Registration Email", exact: true }).fill(student);
    await page.getByRole('textbox', { name: 'Parent/Guardian Name', exact: true }).fill('Anne Byron');
    await page.getByRole('textbox', { name: 'Relation to Student', exact: true }).fill('Mother');
    await page.getByRole('textbox', { name: 'Student Name', exact: true }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Parent/Guardian Electronic Signature', exact: true }).fill('Anne Byron');
    await page.getByRole('button', { name: 'SUBMIT', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/thank-you/?\\?regType=${regType}&isContestFormSubmitted=true$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consent Form Received');
    await expect(page.getByText(day, { exact: false })).toBeVisible();
    expect(messagesTo(process.env.E2E_OUTBOX_DIR!, student)).toHaveLength(1);
  });
}

test('the translator question shows only for a school that offers translation', async ({ page }) => {
  await passAgeGate(page, 'MSIND', /\/ms-ind-reg-new\/?\?ageVerified=true$/);
  const school = page.getByRole('combobox', { name: 'School', exact: true });
  const translator = page.getByRole('checkbox', { name: /needs a translator/ });
  // The seed marks the first nine schools of each catalogue as offering translation.
  await expect(school.locator('option[value="1"]')).toBeAttached({ timeout: 15_000 });
  await school.selectOption('1');
  await translator.check();
  await expect(page.getByRole('textbox', { name: 'Language', exact: true })).toBeVisible();
  await school.selectOption('12');
  await expect(translator).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Language', exact: true })).toHaveCount(0);
});
