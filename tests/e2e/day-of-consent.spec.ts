import { leafParts, parseEml } from '@stem/registration-api/test-support/parse-eml';
import { expect, test, type Page } from '../support/walk.ts';
import { answer, fillStudentAndParent, passAgeGate, submitWhenCaptchaSolved } from '../support/forms.ts';
import { messagesTo } from '../support/outbox.ts';
import {
  expectNoAxeViolations,
  hydrated,
  outbox,
  signUpAndVerify,
  unique,
  waitForMail,
} from '../support/registrant.ts';

// Issue 10, "consent as a recorded state": a parent registers a high school student with the school
// submitting the consent, then signs the day-of consent on the public form; it counts only once confirmed
// from the link mailed to the parent address on the registration, and the registration's owner sees its
// consent state move from "school will submit" to "awaiting the parent's confirmation" to "received".

async function signDayOfConsent(page: Page, student: string) {
  await page.goto('/consent-form-hs');
  await hydrated(page);
  // The text being agreed to stands above the signature fields.
  await expect(page.getByRole('region', { name: 'Day-of Consent and Release' })).toContainText('Medical care');
  await page.getByRole('textbox', { name: "Student's Registration Email", exact: true }).fill(student);
  await page.getByRole('textbox', { name: 'Parent/Guardian Name', exact: true }).fill('Anne Byron');
  await page.getByRole('textbox', { name: 'Relation to Student', exact: true }).fill('Mother');
  await page.getByRole('textbox', { name: 'Student Name', exact: true }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Parent/Guardian Electronic Signature', exact: true }).fill('Anne Byron');
  await submitWhenCaptchaSolved(page, 'SUBMIT');
  await expect(page).toHaveURL(/\/thank-you\/?\?regType=HSDAYOFCONSENT&isContestFormSubmitted=true$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consent Form Received');
  await expect(page.getByText('emailed a confirmation link to the parent/guardian email')).toBeVisible();
  // The student email entered is repeated, so a typo shows.
  await expect(page.getByText(`the student’s email you entered, ${student}, is the one`)).toBeVisible();
}

async function consentStateOnChooser(page: Page) {
  await page.goto('/multiple');
  await hydrated(page);
  return page.getByRole('list', { name: 'Consent' }).getByRole('listitem');
}

test('a parent registers a student (school submits), files the day-of consent, confirms it from the mail, and the registration shows it received', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const student = `dayof.student.${unique()}@example.org`;
  const parent = `dayof.parent.${unique()}@example.org`;

  await passAgeGate(page, 'HSIND', /\/hs-ind-reg-new\/?\?ageVerified=true$/);
  await fillStudentAndParent(page, student, parent);
  await page.getByRole('checkbox', { name: 'Biology', exact: true }).check();
  await answer(page, /Will your school submit the consent form for you/, 'Yes');
  await answer(page, /Is a parent\/guardian present to sign the consent form now/, 'No');
  await submitWhenCaptchaSolved(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration In Progress');

  await signUpAndVerify(page, student, 'Ada Lovelace');
  await expect(page).toHaveURL(/\/multiple\/?$/);
  let state = await consentStateOnChooser(page);
  await expect(state).toHaveText([
    'Ada Lovelace (High school student): Consent: the school will submit it. A parent or guardian can also sign the day-of consent form online.',
  ]);
  await expect(state.getByRole('link', { name: 'sign the day-of consent form' })).toHaveAttribute(
    'href',
    '/consent-form-hs',
  );

  await signDayOfConsent(page, student);
  const request = await waitForMail(parent, /please confirm the day-of consent/i);
  // Nobody but the registration's parent gets the link.
  expect(messagesTo(outbox(), student).filter((mail) => /consent-confirm/.test(mail))).toHaveLength(0);
  state = await consentStateOnChooser(page);
  await expect(state).toHaveText([/awaiting the parent's confirmation/]);

  // The mail reads on the parent's phone: its HTML part, the token's long address included, fits 390 px.
  const mail = messagesTo(outbox(), parent).find((message) => /consent-confirm/.test(message))!;
  const html = leafParts(parseEml(mail)).find((part) => part.type === 'text/html')!.body;
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.setContent(html);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();

  const link = /https?:\/\/\S+?(\/consent-confirm\?token=[A-Za-z0-9_.%-]+)/.exec(request)![1]!;
  await page.goto(link);
  await hydrated(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'CONFIRM CONSENT' }).click();
  await expect(page.getByRole('heading', { name: 'Consent Received' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('the day-of consent for Ada Lovelace is confirmed and recorded');
  // The button went with the answer: the focus is on the answer's heading, not back at the page's start.
  await expect(page.getByRole('heading', { name: 'Consent Received' })).toBeFocused();
  await expectNoAxeViolations(page);
  await waitForMail(parent, /day-of consent for Ada Lovelace is confirmed/);

  state = await consentStateOnChooser(page);
  await expect(state).toHaveText(['Ada Lovelace (High school student): Consent received']);
  await expectNoAxeViolations(page);

  // The same link a second time (the mail opened again, another device): done, not "fill it in again".
  await page.goto(link);
  await hydrated(page);
  await page.getByRole('button', { name: 'CONFIRM CONSENT' }).click();
  await expect(page.getByRole('heading', { name: 'Consent Received' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    'This consent for Ada Lovelace was already confirmed with this link',
  );
});
