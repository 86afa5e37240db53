import { expect, test } from '../support/walk.ts';
import { NON_SPEC_MESSAGES } from '@stem/shared';
import { msIndividual } from '@stem/registration-api/test-support/student-fixtures';
import { signUpAndVerify, solvedCaptcha, unique } from '../support/registrant.ts';

// Two edits of one registration at once (a parent and a student, or two tabs): the second save must not
// silently undo the first. It is refused with the reason, keeps what was typed, and a reload shows the first.

test('a second tab’s save does not undo the first: it says so, and after a reload the change goes through', async ({
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
  const update = (tab: typeof page) => tab.getByRole('button', { name: 'UPDATE REGISTRATION' });
  await page.goto(edit);
  const second = await context.newPage();
  await second.goto(edit);
  await expect(lastName(page)).toHaveValue(msIndividual().lastName);
  await expect(lastName(second)).toHaveValue(msIndividual().lastName);

  await lastName(page).fill('Byron');
  await update(page).click();
  await expect(page).toHaveURL(/updated=true/);

  await lastName(second).fill('King');
  await update(second).click();
  await expect(second.getByText(NON_SPEC_MESSAGES.editConflict)).toBeVisible();
  await expect(second).toHaveURL(new RegExp(`/ms-ind-reg-edit\\?regId=${data.regId}$`));
  await expect(lastName(second)).toHaveValue('King');

  await second.reload();
  await expect(lastName(second)).toHaveValue('Byron');
  await lastName(second).fill('King');
  await update(second).click();
  await expect(second).toHaveURL(/updated=true/);
});
