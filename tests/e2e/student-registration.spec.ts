import { expect, test } from '../support/walk.ts';
import { MESSAGES } from '@stem/shared';
import { answer, fillStudentAndParent, passAgeGate, pickFirst, submitWhenCaptchaSolved } from '../support/forms.ts';
import { messagesTo } from '../support/outbox.ts';
import { hydrated, unique } from '../support/registrant.ts';

// What a new student and a parent do: pass the age gate, fill the form, land on the right thank-you text,
// and find the confirmation in their mailbox (the local outbox).

test('a middle school student joins a group by name and code, with the consent signed on the form', async ({
  page,
}) => {
  // A minute, as the other walks: alone it takes about 30 s on a busy machine (the form now shows its consent text).
  test.setTimeout(60_000);
  const student = `ms.student.${unique()}@example.org`;
  const parent = `ms.parent.${unique()}@example.org`;
  await passAgeGate(page, 'MSIND', /\/ms-ind-reg-new\/?\?ageVerified=true$/);
  // SPEC §2: the heading's closing date is of the event year (the seeded middle school day is in 2026).
  await expect(page.getByText('Registration closes 3/16/2026.', { exact: true })).toBeVisible();
  await fillStudentAndParent(page, student, parent);
  await pickFirst(page, 'Lunch');
  // Before a parent is present, SUBMIT REGISTRATION is disabled but stays in the Tab order with why (qa27c:
  // Tab skipped it, and the reason was never heard); pressed, it sends nothing and goes to the reason.
  const submitButton = page.getByRole('button', { name: 'SUBMIT REGISTRATION' });
  const why =
    'You can submit once a parent/guardian is present to sign the consent form or your school will submit it.';
  await expect(submitButton).toBeDisabled();
  await expect(submitButton).toHaveAccessibleDescription(why);
  await submitButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(why, { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/ms-ind-reg-new\/?\?ageVerified=true$/);
  // Enter in a field (a phone's Go) sends nothing either, and leaves the focus where it was (qa28a).
  await page.getByRole('textbox', { name: 'First Name', exact: true }).press('Enter');
  await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).toBeFocused();

  await answer(page, /Are you part of a group/, 'Yes');
  await page.getByRole('combobox', { name: 'Group Name', exact: true }).selectOption({ label: 'Demo Group' });
  // A check that cannot be made (the server fails; too many checks from one network) says nothing is wrong
  // with the code: SPEC §8's message, and to try again, not to ask the leader.
  await page.route('**/api/verify-group-code', (route) => route.fulfill({ status: 503, body: '' }));
  await page.getByRole('textbox', { name: 'Group Code', exact: true }).fill('Rockets-2026');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText("Group Code can't be verified", { exact: true })).toBeVisible();
  await expect(page.getByText('Please press Verify again in a moment.', { exact: false })).toBeVisible();
  await expect(page.getByText(/with your group leader/)).toHaveCount(0);
  await page.unroute('**/api/verify-group-code');
  await page.getByRole('textbox', { name: 'Group Code', exact: true }).fill('rockets-2026');
  // From the keyboard: the button keeps the focus it was pressed with while the code is checked.
  await page.getByRole('button', { name: 'Verify', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Group Code is not valid', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeFocused();
  // What to do about it is said once, by the warning (SPEC §4), not again in the field's message.
  await expect(page.getByText(/group leader, or choose NO for now: you can join the group later/)).toBeVisible();
  await expect(page.getByText(/with your group leader/)).toHaveCount(1);
  // A phone neither capitalises nor corrects the code; Enter in it (a phone's Go) verifies, never sends the form.
  const code = page.getByRole('textbox', { name: 'Group Code', exact: true });
  await expect(code).toHaveAttribute('autocapitalize', 'off');
  await expect(code).toHaveAttribute('spellcheck', 'false');
  await code.fill('Rockets-2026');
  await code.press('Enter');
  await expect(page.getByText('Group Code is valid', { exact: true })).toBeVisible();
  await expect(page.getByText('Please check all required fields')).toHaveCount(0);

  // The parent leaves the school's question unanswered (SPEC §5 asks only whether a parent is present),
  // passing through it by keyboard as they go: saying they are here to sign brings the consent to sign.
  const bySchool = page.getByRole('group', { name: /Will your school submit the consent form for you/ });
  await bySchool.getByRole('radio', { name: 'Yes' }).focus();
  await page.keyboard.press('Tab');
  // What Yes brings is said before it appears, after the radio that has the focus (qa23c).
  const present = page.getByRole('group', { name: /Is a parent\/guardian present/ });
  await expect(present.getByRole('radio', { name: 'Yes' })).toHaveAccessibleDescription(
    'Unless your school submits it, Yes shows the consent form below for them to read and sign.',
  );
  await answer(page, /Is a parent\/guardian present to sign the consent form now/, 'Yes');
  // The names typed above are the consent's already; the signature is the parent's to type.
  await expect(page.getByRole('textbox', { name: 'Parent/Guardian Name', exact: true })).toHaveValue('Anne Byron');
  await expect(page.getByRole('textbox', { name: 'Student Name', exact: true })).toHaveValue('Ada Lovelace');
  // A name typed above after the consent opened is the consent's too (qa27b: names typed after this Yes left
  // the consent's empty, and the submit said they were required).
  const parentLastName = page.getByRole('textbox', { name: 'Parent/Guardian Last Name', exact: true });
  await parentLastName.fill('Byron-King');
  await expect(page.getByRole('textbox', { name: 'Parent/Guardian Name', exact: true })).toHaveValue('Anne Byron-King');
  await parentLastName.fill('Byron');
  await expect(page.getByRole('textbox', { name: 'Parent/Guardian Name', exact: true })).toHaveValue('Anne Byron');
  await expect(page.getByRole('textbox', { name: 'Parent/Guardian Electronic Signature', exact: true })).toHaveValue(
    '',
  );
  await page.getByRole('textbox', { name: 'Relation to Student', exact: true }).fill('Mother');
  await page.getByRole('textbox', { name: 'Parent/Guardian Electronic Signature', exact: true }).fill('Anne Byron');

  // No favourite subject yet: the submit names the group; its error comes and goes with the ticks, as any
  // field's does after a submit.
  await page.getByRole('button', { name: 'SUBMIT REGISTRATION' }).click();
  const noSubject = page.getByText('Check at least one subject', { exact: true });
  await expect(noSubject).toBeVisible();
  const science = page.getByRole('checkbox', { name: 'Science', exact: true });
  await science.check();
  await expect(noSubject).toHaveCount(0);
  await expect(page.getByText('Please check all required fields')).toHaveCount(0);
  await science.uncheck();
  await expect(noSubject).toBeVisible();
  await science.check();
  await expect(noSubject).toHaveCount(0);

  await submitWhenCaptchaSolved(page);
  // The group joined rides along, for the page to name (only as this tab sent it).
  await expect(page).toHaveURL(
    /\/thank-you\/?\?regType=MSIND&regId=[\w-]+&isContestFormSubmitted=true&groupName=Demo\+Group$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration Complete');
  await expect(page.getByText('You are in the group "Demo Group".')).toBeVisible();

  for (const address of [student, parent]) {
    // Mail leaves through the outbox worker, a moment after the answer.
    await expect.poll(() => messagesTo(process.env.E2E_OUTBOX_DIR!, address).length).toBe(1);
    const [message] = messagesTo(process.env.E2E_OUTBOX_DIR!, address);
    expect(message).toContain('/auth/login');
    expect(message).toContain('text/calendar');
  }
});

test('a high school student picks three tours; the school will submit the consent', async ({ page }) => {
  const student = `hs.student.${unique()}@example.org`;
  const parent = `hs.parent.${unique()}@example.org`;
  await passAgeGate(page, 'HSIND', /\/hs-ind-reg-new\/?\?ageVerified=true$/);
  await expect(page.getByText('select up to 3', { exact: false })).toBeVisible();
  // The consent answered first, then SUBMIT on an empty form: every required field says so.
  await answer(page, /Will your school submit the consent form for you/, 'Yes');
  await answer(page, /Is a parent\/guardian present to sign the consent form now/, 'No');
  await page.getByRole('button', { name: 'SUBMIT REGISTRATION' }).click();
  const checkFields = page.getByText(MESSAGES.checkRequiredFields, { exact: true });
  await expect(checkFields).toBeVisible();
  // Fixed one by one; the emergency contact's own fields close with "Same as parent/guardian" (their errors
  // with them): with nothing left to fix, the form no longer says to check it.
  await fillStudentAndParent(page, student, parent);
  for (const tour of ['Biology', 'Chemistry', 'Physics']) {
    await page.getByRole('checkbox', { name: tour, exact: true }).check();
  }
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(checkFields).toBeHidden();

  await submitWhenCaptchaSolved(page);
  await expect(page).toHaveURL(/\/thank-you\/?\?regType=HSIND&regId=[\w-]+&isContestFormSubmitted=false$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration In Progress');
  // The parent can sign the high school day-of consent online.
  await expect(page.getByRole('link', { name: 'day-of consent form' })).toHaveAttribute('href', '/consent-form-hs');
  // Save the date: the link is the day's calendar file, what a phone hands to its calendar app.
  const calendarLink = page.getByRole('link', { name: 'add the high school STEM Career Day to your calendar' });
  const calendar = await page.request.get((await calendarLink.getAttribute('href'))!);
  expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await calendar.text()).toContain('SUMMARY:High School STEM Career Day');
  await expect.poll(() => messagesTo(process.env.E2E_OUTBOX_DIR!, student).length).toBe(1);
});

for (const [route, regType, day] of [
  ['/consent-form-hs', 'HSDAYOFCONSENT', 'high school'],
  ['/consent-form-ms', 'MSDAYOFCONSENT', 'middle school'],
] as const) {
  test(`the ${day} day-of consent form answers an unknown student email as any other, and mails nobody`, async ({
    page,
  }) => {
    const student = `consent.${unique()}@example.org`;
    await page.goto(route);
    await hydrated(page);
    await page.getByRole('textbox', { name: "Student's Registration Email", exact: true }).fill(student);
    await page.getByRole('textbox', { name: 'Parent/Guardian Name', exact: true }).fill('Anne Byron');
    await page.getByRole('textbox', { name: 'Relation to Student', exact: true }).fill('Mother');
    await page.getByRole('textbox', { name: 'Student Name', exact: true }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Parent/Guardian Electronic Signature', exact: true }).fill('Anne Byron');
    await submitWhenCaptchaSolved(page, 'SUBMIT');

    await expect(page).toHaveURL(new RegExp(`/thank-you/?\\?regType=${regType}&isContestFormSubmitted=true$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consent Form Received');
    await expect(page.getByText(`Your consent form for the ${day} STEM Career Day has been received.`)).toBeVisible();
    // No registration has this email: nothing is mailed, and the page says what it says for every email,
    // with what to do when no mail comes.
    await expect(page.getByText('No email within an hour?')).toBeVisible();
    expect(messagesTo(process.env.E2E_OUTBOX_DIR!, student)).toHaveLength(0);
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
