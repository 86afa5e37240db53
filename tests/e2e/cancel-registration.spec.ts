import { expect, test } from '../support/walk.ts';
import { msGroup, msIndividual } from '@stem/registration-api/test-support/student-fixtures';
import {
  createRegistration as create,
  expectNoAxeViolations,
  hydrated,
  signUpAndVerify,
  unique,
  waitForMail,
} from '../support/registrant.ts';

// What the FAQ promises: "From there you can change the details of a registration or cancel it." A group
// leader signs up, opens View/Edit My Registrations, chooses Cancel Registration on the group, reads what
// happens to the student who joined, says NO once, then YES; the group is gone from the list, the leader
// and the student's family are told by email, and the student is still registered, without a group.

test('a group leader cancels the group from View/Edit My Registrations after YES', async ({ page, request }) => {
  test.setTimeout(120_000);
  const leader = `leader.${unique()}@example.org`;
  const student = `student.${unique()}@example.org`;
  const parent = `family.${unique()}@example.org`;
  const groupName = `Cancelled ${unique()}`;
  const groupId = await create(request, '/api/ms-group-reg', msGroup(leader, groupName));
  await create(request, '/api/ms-ind-reg', {
    ...msIndividual(student),
    parentGuardian: { ...msIndividual().parentGuardian, email: parent, confirmEmail: parent },
    isInGroup: '1',
    groupId,
    groupCode: msGroup().groupCode,
  });

  await signUpAndVerify(page, leader, 'Mae Jemison');
  await expect(page).toHaveURL(/\/multiple\/?$/);
  await hydrated(page);
  const select = page.getByRole('combobox', { name: 'Registration' });

  // Nothing chosen: the select says so.
  await page.getByRole('button', { name: 'Cancel Registration' }).click();
  await expect(select).toHaveAccessibleDescription(/Please, select registration to cancel/);

  await select.selectOption({ label: `Mae Jemison · ${groupName} (Middle school group)` });
  await page.getByRole('button', { name: 'Cancel Registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Registration' });
  await expect(dialog).toContainText(`Cancel Mae Jemison · ${groupName} (Middle school group)?`);
  // No promise of a way back that a closed registration would not keep.
  await expect(dialog).toContainText('possible only while its registration is open');
  await expect(dialog).toContainText(
    'The student who joined the group stays registered for the day, without a group, and their family is told by email.',
  );
  // Cancelling cannot be undone: NO has focus, so a stray Enter keeps the registration; NO goes back to the button.
  await expect(dialog.getByRole('button', { name: 'NO' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'NO' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel Registration' })).toBeFocused();
  await expect(select.locator('option', { hasText: 'Middle school group' })).toHaveCount(1);

  // Logged out meanwhile (in another tab): YES cancels nothing and goes to sign in, which comes back here.
  const cookies = await page.context().cookies();
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Cancel Registration' }).click();
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.context().addCookies(cookies);
  await page.goto('/multiple');
  await expect(select.locator('option', { hasText: 'Middle school group' })).toHaveCount(1);
  await hydrated(page);
  await select.selectOption({ label: `Mae Jemison · ${groupName} (Middle school group)` });

  await page.getByRole('button', { name: 'Cancel Registration' }).click();
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(dialog).toBeHidden();
  const cancelled = page.getByText(`Mae Jemison · ${groupName} (Middle school group) was cancelled.`);
  await expect(cancelled).toBeVisible();
  // Said as done, not in the red of a problem.
  await expect(cancelled).toHaveCSS('color', 'rgb(27, 110, 42)');
  await expect(page.getByText(`There are no registrations for ${leader}.`)).toBeVisible();
  // The list, the dialog and its button are gone: the notice has the focus, so a screen reader reads it
  // (qa27c: focus fell to the page, and nothing was said).
  await expect(page.getByRole('status').filter({ hasText: 'was cancelled.' })).toBeFocused();

  // Told by email: the leader, and the student's family with the student.
  const leaderMail = await waitForMail(leader, /was cancelled on/);
  // (The raw mail's quoted-printable is read byte by byte: the curly quotes around the name are not compared.)
  expect(leaderMail).toContain(`The student who had joined the group `);
  expect(leaderMail).toContain(`${groupName}`);
  expect(leaderMail).toContain(' stays registered for the day, without a group');
  expect(await waitForMail(parent, /now registered for the day without a group/)).toContain('Ada');

  // The group is gone from the list students choose from.
  const groups = (await (await request.get('/api/middle-school-groups')).json()) as { data: { groupName: string }[] };
  expect(groups.data.map((group) => group.groupName)).not.toContain(groupName);
});
