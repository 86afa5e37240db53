import { expect, type Locator, type Page } from '@playwright/test';
import { captchaSolved, hydrated } from './registrant.ts';

// What a visitor does in the registration forms of the browser walks: pass the age gate, pick catalogue
// entries, answer yes/no questions, fill the student and parent blocks.

/** A birth month `yearsAgo` years back, as the age gate takes it (mm/yyyy). */
export function birthMonth(yearsAgo: number): string {
  const today = new Date();
  const date = new Date(today.getFullYear() - yearsAgo, today.getMonth(), 1);
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
}

/** The age gate of an age-gated kind, passed with an old enough birth month; lands on the form, hydrated. */
export async function passAgeGate(page: Page, regType: 'MSIND' | 'HSIND' | 'MSGROUP', form: RegExp, yearsAgo = 14) {
  await page.goto(`/verify-age?regType=${regType}`);
  await hydrated(page);
  await page.getByLabel('Birthdate').fill(birthMonth(yearsAgo));
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page).toHaveURL(form);
  await hydrated(page);
}

/** Picks the first catalogue entry (not the placeholder, not 'Other') once it has loaded from the API. */
export async function pickFirst(page: Page | Locator, label: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  const entry = select.locator('option:not([value=""]):not([value="other"])').first();
  await expect(entry).toBeAttached({ timeout: 15_000 });
  await select.selectOption((await entry.getAttribute('value'))!);
}

/** Answers the yes/no question whose legend matches (in the page, or in one part of it). */
export const answer = (page: Page | Locator, question: RegExp, choice: 'Yes' | 'No') =>
  page.getByRole('group', { name: question }).getByRole('radio', { name: choice, exact: true }).check();

/** The student's and the parent's blocks of a student form (Ada Lovelace, her mother; same as parent). */
export async function fillStudentAndParent(page: Page, student: string, parent: string) {
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

/** Waits for the captcha widget to solve its challenge, then presses the submit button. */
export async function submitWhenCaptchaSolved(page: Page, button = 'SUBMIT REGISTRATION') {
  await captchaSolved(page);
  await page.getByRole('button', { name: button }).click();
}
