import { expect, test } from '../support/walk.ts';
import { NON_SPEC_MESSAGES } from '@stem/shared';
import { msIndividual } from '@stem/registration-api/test-support/student-fixtures';
import { signUpAndVerify, solvedCaptcha, unique } from '../support/registrant.ts';

// Two edits of one registration at once (a parent and a student, or two tabs): the second save must not
// silently undo the first. It is refused with the reason, keeps what was typed, and loads the latest version
// with the changes typed laid over it, so the second save goes through without undoing the first.

test('a second tab’s save does not undo the first: it says so, loads the latest keeping its changes, and saves', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `two.tabs.${unique()}@example.com`;
  const answer = await request.post('/api/ms-ind-reg', {
    data: { ...msIndividual(email), gResponse: await solvedCaptcha(request) },
  });
  const { data } = (await answer.json()) as { data: { regId: string } };
  await signUpAndVerify(page, email, 'Ada Lovelace');
  await expect(page).toHaveURL(/\/multiple\/?$/);

  const edit = `/ms-ind-reg-edit?regId=${data.regId}`;
  const lastName = (tab: typeof page) => tab.getByRole('textbox', { name: 'Last Name', exact: true }).first();
  const phone = (tab: typeof page) => tab.getByRole('textbox', { name: 'Parent/Guardian Phone', exact: true });
  const update = (tab: typeof page) => tab.getByRole('button', { name: 'UPDATE REGISTRATION' });
  await page.goto(edit);
  const second = await context.newPage();
  await second.goto(edit);
  await expect(lastName(page)).toHaveValue(msIndividual().lastName);
  await expect(lastName(second)).toHaveValue(msIndividual().lastName);

  await lastName(page).fill('Byron');
  await update(page).click();
  await expect(page).toHaveURL(/updated=true/);

  // The second tab changes another answer: refused, what was typed stays.
  await phone(second).fill('330-555-0177');
  await update(second).click();
  await expect(second.getByText(NON_SPEC_MESSAGES.editConflictKeep)).toBeVisible();
  await expect(second).toHaveURL(new RegExp(`/ms-ind-reg-edit\\?regId=${data.regId}$`));
  await expect(phone(second)).toHaveValue('330-555-0177');

  // The latest version, with the phone typed here over it: the first tab's name is not undone.
  await second.getByRole('button', { name: NON_SPEC_MESSAGES.loadLatestKeepingChanges }).click();
  await expect(second.getByText(NON_SPEC_MESSAGES.latestLoaded)).toBeVisible();
  // Said as done, not as a problem.
  await expect(second.getByText(NON_SPEC_MESSAGES.latestLoaded)).toHaveClass(/form-status--done/);
  await expect(lastName(second)).toHaveValue('Byron');
  await expect(phone(second)).toHaveValue('330-555-0177');
  await update(second).click();
  await expect(second).toHaveURL(/updated=true/);
  await second.goto(edit);
  await expect(lastName(second)).toHaveValue('Byron');
  await expect(phone(second)).toHaveValue('330-555-0177');
});

test('a saved change is not sent again by a second press while the thank-you page is on its way', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `slow.thanks.${unique()}@example.com`;
  const answer = await request.post('/api/ms-ind-reg', {
    data: { ...msIndividual(email), gResponse: await solvedCaptcha(request) },
  });
  const { data } = (await answer.json()) as { data: { regId: string } };
  await signUpAndVerify(page, email, 'Ada Lovelace');
  await expect(page).toHaveURL(/\/multiple\/?$/);
  await page.goto(`/ms-ind-reg-edit?regId=${data.regId}`);
  const lastName = page.getByRole('textbox', { name: 'Last Name', exact: true }).first();
  await expect(lastName).toHaveValue(msIndividual().lastName);

  // The thank-you page is asked for but does not come (a slow network, held here for good: an answer without
  // content leaves the page where it is).
  let thanksAsked = () => {};
  const asked = new Promise<void>((resolve) => (thanksAsked = resolve));
  await page.route('**/thank-you**', async (route) => {
    await route.fulfill({ status: 204 });
    thanksAsked();
  });
  const saves: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'PUT') saves.push(response.status());
  });
  await lastName.fill('Byron');
  await page.getByRole('button', { name: 'UPDATE REGISTRATION' }).click();
  await asked;
  // Saved and on its way to the next page: the form stays busy (it was free again at the answer, and a second
  // press then said "nothing was saved" of the change just saved).
  await expect(page.getByRole('button', { name: /UPDATE REGISTRATION/ })).toBeDisabled();
  await expect(lastName).toBeDisabled();
  await expect(page.getByText(NON_SPEC_MESSAGES.editConflict)).toHaveCount(0);
  expect(saves).toEqual([200]);
});
