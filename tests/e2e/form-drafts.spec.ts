import { expect, test, type Locator, type Page } from '../support/walk.ts';
import { answer, pickFirst, submitWhenCaptchaSolved } from '../support/forms.ts';
import { companyRegistrationBody } from '@stem/registration-api/test-support/company-fixtures';
import { msIndividual } from '@stem/registration-api/test-support/student-fixtures';
import { hydrated, signUpAndVerify, solvedCaptcha, unique } from '../support/registrant.ts';

// A new form's unsent answers survive a reload or Back in the same tab (a phone reloads a tab it put away;
// a long application is typed over an evening), and go once the registration is sent or the visitor clears
// the form. Following a link to the form offers them, until the visitor types something new.

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const BACK = 'Your answers are back as you left them; nothing has been sent yet.';
const OFFER = 'You started this form earlier and did not send it.';
const MAYBE_SENT = 'They may have been sent just before the page changed';
const SENT = 'You sent this form from this page already: it is registered.';
const MS_FORM = '/ms-ind-reg-new?ageVerified=true';

/**
 * The form is live (its first touch hydrates it): what is typed from then on is kept. A reload while its
 * script is still on the way loses what was typed before it came.
 */
const live = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

/** A chaperone's form, opened and filled in as a visitor does. */
async function fillChaperone(page: Page, email: string) {
  await page.goto('/hs-chaperone-reg-new');
  await hydrated(page);
  await textbox(page, 'First Name').fill('Grace');
  await textbox(page, 'Last Name').fill('Hopper');
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Confirm Email').fill(email);
  await textbox(page, 'Phone').fill('330-555-0142');
  await textbox(page, 'Chaperone Full Name').fill('Grace Hopper');
  await textbox(page, 'Electronic Signature').fill('Grace Hopper');
}

test("a reload gives a new form's unsent answers back, with what they open; a link to the form offers them", async ({
  page,
}) => {
  await page.goto(MS_FORM);
  await hydrated(page);
  await textbox(page, 'First Name').fill('Ada');
  await textbox(page, 'Last Name').fill('Lovelace');
  await pickFirst(page, 'T-Shirt Size');
  const size = await page.getByRole('combobox', { name: 'T-Shirt Size', exact: true }).inputValue();
  await answer(page, /Are you part of a group/, 'Yes');
  // The groups are read from the API once the form is live (the seeded Demo Group among them).
  const groupName = page.getByRole('combobox', { name: 'Group Name', exact: true });
  await groupName.selectOption({ label: 'Demo Group' });
  await live(page);

  await page.reload();
  await expect(page.locator('.draft-note').filter({ hasText: BACK })).toBeVisible();
  await expect(textbox(page, 'First Name')).toHaveValue('Ada');
  await expect(textbox(page, 'Last Name')).toHaveValue('Lovelace');
  await expect(page.getByRole('combobox', { name: 'T-Shirt Size', exact: true })).toHaveValue(size);
  await expect(
    page.getByRole('group', { name: /Are you part of a group/ }).getByRole('radio', { name: 'Yes' }),
  ).toBeChecked();
  // The group list arrives after the page: the group is chosen again once it is there.
  await expect(groupName.locator('option:checked')).toHaveText('Demo Group');
  // A form with no files says nothing of them.
  await expect(page.getByText('Files are not kept')).toHaveCount(0);

  // The register page's link (or a typed address) starts the form blank, and offers the answers kept.
  await page.goto(MS_FORM);
  await hydrated(page);
  await expect(textbox(page, 'First Name')).toHaveValue('');
  await expect(page.getByText(BACK)).toHaveCount(0);
  await expect(page.getByText(OFFER)).toBeVisible();
  await page.getByRole('button', { name: 'Bring back my answers' }).click();
  await expect(page.locator('.draft-note').filter({ hasText: BACK })).toBeFocused();
  await expect(textbox(page, 'First Name')).toHaveValue('Ada');
  await expect(groupName.locator('option:checked')).toHaveText('Demo Group');

  // Its code checked, then the form cleared: the check went with the answers.
  await textbox(page, 'Group Code').fill('Rockets-2026');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Group Code is valid', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear the form' }).click();
  await page.getByRole('dialog', { name: 'Clear the form?' }).getByRole('button', { name: 'YES' }).click();
  await answer(page, /Are you part of a group/, 'Yes');
  await expect(groupName).toBeVisible();
  await expect(page.getByText('Group Code is valid', { exact: true })).toHaveCount(0);
});

test('typing into the blank form instead of bringing the answers back makes it the one kept', async ({ page }) => {
  await page.goto('/hs-chaperone-reg-new');
  await hydrated(page);
  await textbox(page, 'First Name').fill('Grace');
  await live(page);
  await page.goto('/hs-chaperone-reg-new');
  await hydrated(page);
  await expect(page.getByText(OFFER)).toBeVisible();
  await textbox(page, 'Last Name').fill('Hopper');
  await expect(page.getByText(OFFER)).toHaveCount(0);
  await page.reload();
  await expect(textbox(page, 'Last Name')).toHaveValue('Hopper');
  await expect(textbox(page, 'First Name')).toHaveValue('');
});

test('"Clear the form" empties the answers given back, after YES, and a reload then starts blank', async ({ page }) => {
  await page.goto('/hs-chaperone-reg-new');
  await hydrated(page);
  await textbox(page, 'First Name').fill('Grace');
  await live(page);
  await page.reload();
  await expect(textbox(page, 'First Name')).toHaveValue('Grace');

  await page.getByRole('button', { name: 'Clear the form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear the form?' });
  await expect(dialog).toContainText('Every answer on this form will be emptied.');
  await dialog.getByRole('button', { name: 'NO' }).click();
  await expect(textbox(page, 'First Name')).toHaveValue('Grace');

  await page.getByRole('button', { name: 'Clear the form' }).click();
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(textbox(page, 'First Name')).toHaveValue('');
  await expect(textbox(page, 'First Name')).toBeFocused();
  await expect(page.getByText(BACK)).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(textbox(page, 'First Name')).toHaveValue('');
  await expect(page.getByText(BACK)).toHaveCount(0);
});

test('a sent registration leaves no answers behind: the form reloaded after it is blank', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `draft.chaperone.${unique()}@example.org`;
  await fillChaperone(page, email);
  await submitWhenCaptchaSolved(page);
  await expect(page).toHaveURL(/\/thank-you\/?\?regType=HSCHAPERONE/);

  // Back shows the answers sent (the browser's own) and says they were sent, and where to see or change the
  // registration; a reload after it does not call them unsent.
  await page.goBack();
  await hydrated(page);
  await expect(textbox(page, 'First Name')).toHaveValue('Grace');
  await expect(page.getByText(BACK)).toHaveCount(0);
  const sentNote = page.locator('.draft-note').filter({ hasText: SENT });
  // In view, though the browser put the page back where it was left (by the submit button).
  await expect(sentNote).toBeInViewport();
  await expect(sentNote.getByRole('link', { name: 'View/Edit My Registrations' })).toHaveAttribute('href', '/multiple');
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(BACK)).toHaveCount(0);
  await expect(sentNote).toBeVisible();
  // Someone else to register: the form is cleared, and the note goes with the answers.
  await sentNote.getByRole('button', { name: 'Clear the form' }).click();
  await page.getByRole('dialog', { name: 'Clear the form?' }).getByRole('button', { name: 'YES' }).click();
  await expect(textbox(page, 'First Name')).toHaveValue('');
  await expect(page.locator('.draft-note')).toHaveCount(0);
  // Nor does a link to the form offer them.
  await page.goto('/hs-chaperone-reg-new');
  await hydrated(page);
  await expect(page.getByText(OFFER)).toHaveCount(0);
  await expect(page.locator('.draft-note')).toHaveCount(0);
});

test('answers whose send lost its answer come back without "nothing has been sent yet"', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `draft.lost.${unique()}@example.org`;
  await fillChaperone(page, email);
  // The registration is stored, but its answer never comes back (the connection drops): SPEC §8's error page.
  await page.route('**/api/hs-chaperone-reg', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await submitWhenCaptchaSolved(page);
  await expect(page).toHaveURL(/\/error-500\/?$/);
  await page.unroute('**/api/hs-chaperone-reg');

  // Back: the answers are there, and the note does not say that nothing was sent.
  await page.goBack();
  await hydrated(page);
  await expect(textbox(page, 'First Name')).toHaveValue('Grace');
  await expect(page.locator('.draft-note').filter({ hasText: MAYBE_SENT })).toBeVisible();
  await expect(page.getByText(BACK)).toHaveCount(0);
  // Sent again, the form says so (SPEC §8: -2 on the email).
  await submitWhenCaptchaSolved(page);
  await expect(textbox(page, 'Email')).toHaveAccessibleDescription(/already exists/);
});

test('an application given back keeps its rows and asks for its files again, which it did not keep', async ({
  page,
}) => {
  await page.goto('/scholarship-application-new');
  await hydrated(page);
  await textbox(page, 'First Name').fill('Grace');
  await textbox(page.getByRole('group', { name: /^Activity 1/ }), 'Activity').fill('Robotics club');
  await page.getByRole('button', { name: 'Add activity' }).click();
  await textbox(page.getByRole('group', { name: /^Activity 2/ }), 'Activity').fill('Math league');
  await page.getByLabel('SAT or ACT Score Report').setInputFiles({
    name: 'scores.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await live(page);

  await page.reload();
  await expect(page.locator('.draft-note').filter({ hasText: BACK })).toContainText(
    'Files are not kept: if you had chosen any, please choose them again.',
  );
  await expect(textbox(page, 'First Name')).toHaveValue('Grace');
  await expect(page.getByRole('group', { name: /^Activity \d/ })).toHaveCount(2);
  await expect(textbox(page.getByRole('group', { name: /^Activity 2/ }), 'Activity')).toHaveValue('Math league');
  await expect(page.getByLabel('SAT or ACT Score Report')).toHaveValue('');
  // The file is asked for again: its name was not kept as if it were chosen.
  await page.getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
  await expect(page.getByLabel('SAT or ACT Score Report')).toHaveAttribute('aria-invalid', 'true');
});

test('a question typed on the contact form and not sent comes back after a reload', async ({ page }) => {
  await page.goto('/contact');
  await hydrated(page);
  const question = page.getByRole('textbox', { name: 'Question', exact: true });
  await page.getByRole('combobox', { name: 'Who are you?' }).selectOption({ index: 1 });
  await textbox(page, 'Email').fill('draft.question@example.org');
  await question.fill('Can a student bring a laptop?');
  await page.reload();
  await expect(page.locator('.draft-note').filter({ hasText: BACK })).toBeVisible();
  await expect(question).toHaveValue('Can a student bring a laptop?');
  await expect(textbox(page, 'Email')).toHaveValue('draft.question@example.org');
  await expect(page.getByRole('combobox', { name: 'Who are you?' })).not.toHaveValue('');
});

test('on a slow network the note says the answers are on their way until the group list has come', async ({ page }) => {
  await page.goto(MS_FORM);
  await hydrated(page);
  await textbox(page, 'First Name').fill('Ada');
  await live(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/middle-school-groups', async (route) => {
    await released;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByText('Bringing back your answers…')).toBeVisible();
  release();
  await expect(page.locator('.draft-note').filter({ hasText: BACK })).toBeVisible();
  await expect(textbox(page, 'First Name')).toHaveValue('Ada');
});

// An edit keeps no draft (it starts from the stored registration): changes typed and not saved are asked
// about before the page goes, as a company coordinator who clicked Home lost them without a word (qa20c).
test('an edit with changes not saved asks before the page goes; an untouched or saved edit does not', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `leave.warning.${unique()}@example.com`;
  const created = await request.post('/api/ms-ind-reg', {
    data: { ...msIndividual(email), gResponse: await solvedCaptcha(request) },
  });
  const { data } = (await created.json()) as { data: { regId: string } };
  await signUpAndVerify(page, email, 'Ada Lovelace');
  const edit = `/ms-ind-reg-edit?regId=${data.regId}`;
  const lastName = textbox(page, 'Last Name').first();
  const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => dialogs.push(dialog.type()));

  // Looked at, not changed: the page goes without a question.
  await page.goto(edit);
  await expect(lastName).toHaveValue(msIndividual().lastName);
  await lastName.click();
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  expect(dialogs).toEqual([]);

  // Changed: the browser asks, and staying keeps the change. Asked on a reload made while still typing in
  // the field too (a text field's change event comes only when it loses focus), and on a link.
  await page.goto(edit);
  await expect(lastName).toHaveValue(msIndividual().lastName);
  await lastName.fill('Byron');
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.evaluate(() => location.reload());
  await expect.poll(() => dialogs).toEqual(['beforeunload']);
  await expect(lastName).toBeFocused();
  page.once('dialog', (dialog) => void dialog.dismiss());
  await home.click();
  await expect.poll(() => dialogs).toEqual(['beforeunload', 'beforeunload']);
  await expect(page).toHaveURL(new RegExp(`/ms-ind-reg-edit\\?regId=${data.regId}$`));
  await expect(lastName).toHaveValue('Byron');

  // Saved: on to the thank-you page without a question.
  await page.getByRole('button', { name: 'UPDATE REGISTRATION' }).click();
  await expect(page).toHaveURL(/updated=true/);
  expect(dialogs).toHaveLength(2);
});

// Removing a row changes no field: a company coordinator who removed a participant and reloaded lost it (qa21a).
test('an edit whose participant was removed asks before the page goes', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `leave.rows.${unique()}@example.com`;
  const created = await request.post('/api/company-reg', {
    data: { ...companyRegistrationBody(email), gResponse: await solvedCaptcha(request) },
  });
  const { data } = (await created.json()) as { data: { regId: string } };
  await signUpAndVerify(page, email, 'Katherine Johnson');
  await page.goto(`/company-reg-edit?regId=${data.regId}`);
  const second = page.getByRole('group', { name: /^Participant 2\b/ });
  await expect(second).toBeVisible();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  await second.getByRole('button', { name: /^Remove/ }).click();
  await page.getByRole('dialog', { name: 'Remove Participant' }).getByRole('button', { name: 'YES' }).click();
  await expect(second).toBeHidden();
  await page.evaluate(() => location.reload());
  await expect.poll(() => dialogs).toEqual(['beforeunload']);
  await expect(page.getByRole('group', { name: /^Participant 2\b/ })).toBeHidden();
});
