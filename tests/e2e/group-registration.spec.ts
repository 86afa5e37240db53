import { expect, test, type APIRequestContext, type Page } from '../support/walk.ts';
import { answer, fillStudentAndParent, passAgeGate, pickFirst, submitWhenCaptchaSolved } from '../support/forms.ts';
import { msIndividual } from '@stem/registration-api/test-support/student-fixtures';
import {
  createRegistration,
  expectNoAxeViolations,
  hydrated,
  signUpAndVerify,
  solvedCaptcha,
  unique,
  waitForMail,
} from '../support/registrant.ts';

// What a teacher and the students of a group do: the teacher passes the age gate and creates a group; a
// student joins it with its name and code; the teacher signs up with the leader email, opens the group,
// sees the student with the consent state and asks for the student's removal with a reason; another
// teacher cannot open the group. Group names are unique without regard to case (-3 on Group Name).

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillGroup(page: Page, group: { name: string; code: string; email: string }) {
  await textbox(page, 'Group Name').fill(group.name);
  await textbox(page, 'Group Code').fill(group.code);
  await pickFirst(page, 'School');
  await textbox(page, 'First Name').fill('Grace');
  await textbox(page, 'Last Name').fill('Hopper');
  await textbox(page, 'Email').fill(group.email);
  await textbox(page, 'Confirm Email').fill(group.email);
  await textbox(page, 'Phone').fill('330-555-0140');
  await pickFirst(page, 'Lunch');
  await pickFirst(page, 'T-Shirt Size');
}

/** Creates a group through the API as the form does (a captcha solved like the widget solves it). */
async function createGroup(request: APIRequestContext, name: string, email: string): Promise<string> {
  const response = await request.post('/api/ms-group-reg', {
    data: {
      groupName: name,
      groupCode: 'Secret-1',
      schoolId: 'other',
      otherSchoolName: 'Hilltop Middle School',
      firstName: 'Katherine',
      lastName: 'Johnson',
      email,
      confirmEmail: email,
      phone: '330-555-0141',
      lunchId: '1',
      tShirtSizeId: '2',
      gResponse: await solvedCaptcha(request),
    },
  });
  const body = (await response.json()) as { code: number; data: { regId: string } };
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data.regId;
}

test('a teacher creates a group, a student joins it, and the teacher asks for the student’s removal', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const id = unique();
  const group = { name: `Rockets ${id}`, code: `Lift-Off-${id.slice(-4)}`, email: `teacher.${id}@example.org` };

  // The teacher: the age gate for MSGROUP, then the group form.
  await passAgeGate(page, 'MSGROUP', /\/ms-group-reg-new\/?\?ageVerified=true$/, 30);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Middle School Group Registration');
  await expect(page.getByRole('heading', { name: '1. Create a Group' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2. Group Leader Contact Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /3\. Group Members/ })).toHaveCount(0);
  await expect(textbox(page, 'Group Code')).toHaveAccessibleDescription(/Case sensitive.*to join/);

  // An empty submit: every required field says so, focus on the first.
  await page.getByRole('button', { name: 'CREATE GROUP' }).click();
  await expect(page.getByText('Please check all required fields')).toBeVisible();
  for (const name of ['Group Name', 'Group Code', 'First Name', 'Last Name', 'Email', 'Phone']) {
    await expect(textbox(page, name), name).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.getByRole('combobox', { name: 'School', exact: true })).toHaveAccessibleDescription(
    /This field is required/,
  );
  await expect(textbox(page, 'Group Name')).toBeFocused();
  await expectNoAxeViolations(page);

  await fillGroup(page, group);
  await submitWhenCaptchaSolved(page, 'CREATE GROUP');
  await expect(page).toHaveURL(/\/thank-you\/?\?regType=MSGROUP&regId=[\w-]+&groupName=Rockets\+[\d-]+$/);
  const groupRegId = new URL(page.url()).searchParams.get('regId')!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Group Created');
  await expect(page.getByText(`Your group "${group.name}" has been created.`)).toBeVisible();
  await expect(
    page.getByText(`Your group code is ${group.code}: students type it exactly, capitals included.`),
  ).toBeVisible();
  expect(page.url()).not.toContain(encodeURIComponent(group.code));
  await expect(page.getByText('Share the group name and the group code with your students.')).toBeVisible();
  // The same address with other words in it, opened in a tab that sent nothing (a link in someone's mail),
  // names no group: the page cannot be made to say what a stranger wrote.
  const spoofed = new URL(page.url());
  spoofed.searchParams.set('groupName', 'Rockets". Not confirmed until the $25 fee is paid at pay.example');
  const otherTab = await page.context().newPage();
  await otherTab.goto(spoofed.pathname + spoofed.search);
  await expect(otherTab.getByText('Your group has been created.', { exact: false })).toBeVisible();
  await expect(otherTab.getByText(/fee|group code is/)).toHaveCount(0);
  await otherTab.close();

  // The leader's mail carries the name and the (case sensitive) code.
  const mail = await waitForMail(group.email, new RegExp(group.code));
  expect(mail).toContain(group.name);

  // A student joins with the name and the code; the school will submit the consent.
  const student = await browser.newContext();
  const studentPage = await student.newPage();
  await passAgeGate(studentPage, 'MSIND', /\/ms-ind-reg-new\/?\?ageVerified=true$/);
  await fillStudentAndParent(studentPage, `student.${id}@example.org`, `parent.${id}@example.org`);
  await pickFirst(studentPage, 'Lunch');
  await studentPage.getByRole('checkbox', { name: 'Math', exact: true }).check();
  await answer(studentPage, /Are you part of a group/, 'Yes');
  await studentPage.getByRole('combobox', { name: 'Group Name', exact: true }).selectOption({ label: group.name });
  await textbox(studentPage, 'Group Code').fill(group.code);
  await studentPage.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(studentPage.getByText('Group Code is valid', { exact: true })).toBeVisible();
  await answer(studentPage, /Will your school submit the consent form for you/, 'Yes');
  await answer(studentPage, /Is a parent\/guardian present to sign the consent form now/, 'No');
  await submitWhenCaptchaSolved(studentPage);
  await expect(studentPage).toHaveURL(/\/thank-you\/?\?regType=MSIND&/);
  // The page names the group joined.
  await expect(studentPage.getByText(`You are in the group "${group.name}".`)).toBeVisible();
  await student.close();

  // The teacher signs up with the leader email and opens the group from View/Edit My Registrations.
  await signUpAndVerify(page, group.email, 'Grace Hopper');
  await expect(page).toHaveURL(/\/multiple\/?$/);
  await page
    .getByRole('combobox', { name: 'Registration' })
    .selectOption({ label: `Grace Hopper · ${group.name} (Middle school group)` });
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/ms-group-reg-edit/?\\?regId=${groupRegId}$`));

  // The edit form: the stored group, no email, no captcha, and the members with their consent state.
  await expect(textbox(page, 'Group Name')).toHaveValue(group.name);
  await expect(textbox(page, 'Group Code')).toHaveValue(group.code);
  await expect(textbox(page, 'Email')).toHaveCount(0);
  await expect(page.getByText('Verified', { exact: true })).toHaveCount(0);
  const members = page.getByRole('region', { name: '3. Group Members' });
  const row = members.getByRole('row', { name: /Ada Lovelace/ });
  await expect(row).toContainText('School will submit');
  await expect(
    members.getByText('0 complete, 1 in progress (school to submit, or parent to confirm), 0 missing'),
  ).toBeVisible();
  // A consent not in hand stands out in its row, and the summary says what the teacher can do about it.
  await expect(row.getByRole('cell', { name: 'School will submit' })).toHaveCSS('font-weight', '600');
  await expect(members.getByRole('link', { name: 'day-of consent form' })).toHaveAttribute('href', '/consent-form-ms');
  await expect(members.getByRole('button', { name: 'Print roster' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The trash button opens the modal; NO closes it and focus comes back.
  const trash = row.getByRole('button', { name: 'Remove Ada Lovelace from group' });
  await trash.click();
  const dialog = page.getByRole('dialog', { name: 'Remove Individual from Group' });
  await expect(dialog).toBeVisible();
  // The family reads the reason (the mail below): the leader is told before writing it.
  await expect(dialog).toHaveAccessibleDescription(/The student and their parent\/guardian are emailed your reason/);
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'YES' })).toBeDisabled();
  // Tab skips a disabled YES: the reason's field says what it waits for.
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
    'YES asks for the removal once a reason is written.',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'NO' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(trash).toBeFocused();

  // A second tab opened on the group before the request (it still shows the trash button).
  const secondTab = await page.context().newPage();
  await secondTab.goto(`/ms-group-reg-edit?regId=${groupRegId}`);
  await expect(secondTab.getByRole('button', { name: 'Remove Ada Lovelace from group' })).toBeVisible();

  // Escape closes it too, and what was typed is there again when it opens; a reason typed, YES asks for the removal.
  await trash.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Moved away');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await trash.click();
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('Moved away');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('   ');
  await expect(dialog.getByRole('button', { name: 'YES' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Moved to another school.');
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Pending Removal');
  await expect(row).toContainText('Moved to another school');
  await expect(trash).toHaveCount(0);

  // Asked again from the stale tab: the request stands as first made, and that tab shows its reason.
  await secondTab.getByRole('button', { name: 'Remove Ada Lovelace from group' }).click();
  const secondDialog = secondTab.getByRole('dialog', { name: 'Remove Individual from Group' });
  await secondDialog.getByRole('textbox', { name: 'Reason' }).fill('Another reason from another tab');
  await secondDialog.getByRole('button', { name: 'YES' }).click();
  await expect(secondTab.getByRole('row', { name: /Ada Lovelace/ })).toContainText('Moved to another school');
  await secondTab.close();

  // Opened again, the removal request is still there.
  await page.reload();
  await expect(page.getByRole('row', { name: /Ada Lovelace/ })).toContainText('Pending Removal');

  // The student's family is told, by mail and beside the registration when the student logs in.
  await waitForMail(`student.${id}@example.org`, /asked the STEM Career Day organisers to remove Ada Lovelace/);
  const removed = await browser.newContext();
  const removedPage = await removed.newPage();
  await signUpAndVerify(removedPage, `student.${id}@example.org`, 'Ada Lovelace');
  await expect(
    removedPage.getByText(
      `the leader of the group ${group.name} asked the organisers to remove you from the group (Moved to another school)`,
    ),
  ).toBeVisible();
  // The list says which group the student is in, before the consent the school is to send.
  await expect(removedPage.getByRole('list', { name: 'Consent' }).getByRole('listitem')).toHaveText([
    `Ada Lovelace (Middle school student): in the group “${group.name}”. Consent: the school will submit it. A parent or guardian can also sign the day-of consent form online.`,
  ]);
  await removedPage.setViewportSize({ width: 390, height: 844 });
  await removedPage.screenshot({ path: test.info().outputPath('removal-told-390.png'), fullPage: true });
  expect(await removedPage.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await removed.close();

  // UPDATE GROUP keeps the name on the thank-you page.
  await textbox(page, 'Phone').fill('330-555-0149');
  await page.getByRole('button', { name: 'UPDATE GROUP' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/thank-you/?\\?regType=MSGROUP&regId=${groupRegId}&groupName=.+&updated=true$`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Group Updated');
  // With the code as saved, to share again if it changed.
  await expect(page.getByText(`Your group code is ${group.code}: students type it exactly`)).toBeVisible();

  // Another teacher, signed in, cannot open the group.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUpAndVerify(otherPage, `other.teacher.${id}@example.org`, 'Mary Jackson');
  await expect(otherPage).toHaveURL(/\/multiple\/?$/);
  await otherPage.goto(`/ms-group-reg-edit?regId=${groupRegId}`);
  await expect(otherPage).toHaveURL(/\/access-denied\/?$/);
  await other.close();

  // The organisers take care of the request: the desk lists it, and Ada is removed from the group, keeping
  // her registration; the teacher's list no longer has her, and the family is told.
  const desk = await browser.newContext();
  const deskPage = await desk.newPage();
  await signUpAndVerify(deskPage, process.env.E2E_GROUPS_STAFF_EMAIL!, 'Gail Groups');
  // The organisers' mail (to the seeded middle school contact) links straight to the desk's Removal requests.
  const notice = await waitForMail(
    'middle-school.questions@example.org',
    // (plainBody reads the mail's bytes one by one: the curly quote around the name is several characters.)
    new RegExp(`${group.name}\\S* asked for Ada Lovelace to be removed`),
  );
  await deskPage.goto(/https?:\/\/\S+?(\/staff#removals)\b/.exec(notice)![1]!);
  await expect(deskPage.getByRole('tab', { name: 'Removal requests' })).toHaveAttribute('aria-selected', 'true');
  // A #section put in the address while the desk is open: the tab follows it.
  await deskPage.evaluate(() => (window.location.hash = '#headcounts'));
  await expect(deskPage.getByRole('tab', { name: 'Headcounts' })).toHaveAttribute('aria-selected', 'true');
  // Whichever section is open, the Removal requests tab says how many wait (other walks may have some too).
  const removalsTab = deskPage.getByRole('tab', { name: /^Removal requests/ });
  await expect(removalsTab).toHaveText(/^Removal requests \(\d+\)$/);
  const waitingBefore = Number(/\((\d+)\)/.exec((await removalsTab.textContent())!)![1]);
  await deskPage.goBack();
  await expect(deskPage.getByRole('tab', { name: 'Removal requests' })).toHaveAttribute('aria-selected', 'true');
  const requests = deskPage.getByRole('table', { name: 'Removal requests from group leaders' });
  const request = requests.getByRole('row', { name: /Ada Lovelace/ }).filter({ hasText: group.name });
  await expect(request).toContainText('Moved to another school');
  await expect(request).toContainText(`Leader: Grace Hopper, ${group.email}`);
  await expectNoAxeViolations(deskPage);
  await deskPage.setViewportSize({ width: 390, height: 844 });
  await deskPage.screenshot({ path: test.info().outputPath('removal-requests-390.png'), fullPage: true });
  await deskPage.setViewportSize({ width: 1280, height: 900 });
  await deskPage.screenshot({ path: test.info().outputPath('removal-requests-1280.png'), fullPage: true });
  await request.getByRole('button', { name: 'Remove from group: Ada Lovelace' }).click();
  // Asked once more, as the leader's own request is.
  const confirm = deskPage.getByRole('dialog', { name: 'Remove this student from the group?' });
  await expect(confirm).toContainText('Ada Lovelace is taken out of the group');
  await deskPage.screenshot({ path: test.info().outputPath('removal-confirm-1280.png') });
  await confirm.getByRole('button', { name: 'YES' }).click();
  await expect(request.getByRole('status')).toHaveText(
    'Removed from the group. The leader and the family were mailed.',
  );
  await expect(request.getByRole('status')).toBeFocused();
  await expect(removalsTab).toHaveText(
    waitingBefore === 1 ? 'Removal requests' : `Removal requests (${waitingBefore - 1})`,
  );
  await desk.close();
  const outOfGroup = await waitForMail(
    `student.${id}@example.org`,
    /Career Day organisers removed .+ from the group\./,
  );
  // Ada's consent was the school's to send: the family hears it may not come now, and where to sign it.
  expect(outOfGroup).toMatch(/Without the group, the school may no longer send it[\s\S]*\/consent-form-ms/);
  // The teacher's mail about it opens the group's members, below the group's own sections.
  const decided = await waitForMail(group.email, /removed Ada Lovelace from your group/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(/https?:\/\/\S+?(\/auth\/login\?returnTo=\S+?%23members)/.exec(decided)![1]!);
  await expect(page).toHaveURL(new RegExp(`/ms-group-reg-edit\\?regId=${groupRegId}#members$`));
  await expect(page.getByRole('region', { name: '3. Group Members' })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('row', { name: /Ada Lovelace/ })).toHaveCount(0);
});

test('a member edits after the leader changed the group code: they stay in the group and are told why', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const id = unique();
  const leader = `leader.code.${id}@example.org`;
  const studentEmail = `member.code.${id}@example.org`;
  const groupName = `Code Change ${id}`;
  const groupId = await createGroup(request, groupName, leader);
  await createRegistration(request, '/api/ms-ind-reg', {
    ...msIndividual(studentEmail),
    ...{ isInGroup: '1', groupId, groupCode: 'Secret-1' },
  });

  // The leader gives the group a new code.
  await signUpAndVerify(page, leader, 'Katherine Johnson');
  await page.goto(`/ms-group-reg-edit?regId=${groupId}`);
  await textbox(page, 'Group Code').fill('Secret-2');
  await page.getByRole('button', { name: 'UPDATE GROUP' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Group Updated');

  // The member's edit shows the code they joined with, as theirs, not as a code that is valid now.
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await signUpAndVerify(memberPage, studentEmail, 'Ada Lovelace');
  await memberPage
    .getByRole('combobox', { name: 'Registration' })
    .selectOption({ label: 'Ada Lovelace (Middle school student)' });
  await memberPage.getByRole('button', { name: 'Edit' }).click();
  await expect(textbox(memberPage, 'Group Code')).toHaveValue('Secret-1');
  await expect(memberPage.getByText('You are in this group: the code you joined with is kept.')).toBeVisible();
  await expect(memberPage.getByText('Group Code is valid', { exact: true })).toHaveCount(0);
  // Verify says the code changed, and the member still saves: nobody is trapped without a code never given.
  await memberPage.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(memberPage.getByText(/Your group leader has changed this Group Code since you joined/)).toBeVisible();
  await textbox(memberPage, 'Parent/Guardian Phone').fill('330-555-0177');
  await memberPage.getByRole('button', { name: 'UPDATE REGISTRATION' }).click();
  await expect(memberPage).toHaveURL(/\/thank-you\/?\?regType=MSIND&.*updated=true/);
  await member.close();
});

test('a second group with the same name in another case is refused on Group Name', async ({ page, request }) => {
  const id = unique();
  await createGroup(request, `Comets ${id}`, `first.leader.${id}@example.org`);

  await page.goto('/ms-group-reg-new?ageVerified=true');
  await hydrated(page);
  await fillGroup(page, { name: `COMETS ${id}`, code: 'Other-Code', email: `second.leader.${id}@example.org` });
  await submitWhenCaptchaSolved(page, 'CREATE GROUP');

  // SPEC §8: -3 puts the server's message on the group name, and only there (every field is filled).
  await expect(textbox(page, 'Group Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(textbox(page, 'Group Name')).toHaveAccessibleDescription(/already exists/);
  await expect(page.getByText('Please check all required fields')).toHaveCount(0);
  await expect(textbox(page, 'Group Name')).toBeFocused();
  await expect(page).toHaveURL(/\/ms-group-reg-new\/?\?ageVerified=true$/);
});
