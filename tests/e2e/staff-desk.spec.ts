import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '../support/walk.ts';
import { leafParts, parseEml } from '@stem/registration-api/test-support/parse-eml';
import { companyParticipant, companyRegistrationBody } from '@stem/registration-api/test-support/company-fixtures';
import { png } from '@stem/registration-api/test-support/file-fixtures';
import {
  dayOfConsent,
  hsChaperone,
  hsIndividual,
  msGroup,
  msIndividual,
} from '@stem/registration-api/test-support/student-fixtures';
import { UPLOAD_GRANT_HEADER } from '@stem/shared/api-contract';
import { messagesTo } from '../support/outbox.ts';
import { collectViolations } from '../support/policy-violations.ts';
import {
  createRegistration as create,
  expectNoAxeViolations,
  expectUniqueLandmarks,
  hydrated,
  outbox,
  signUpAndVerify,
  solvedCaptcha,
  unique,
  waitForMail,
} from '../support/registrant.ts';

// The organisers' desk as a coordinator uses it (issue 15): sign in as staff (npm start's staff address, in
// STAFF_EMAILS), read the headcounts and their tables, search the middle school list, export it as XLSX and
// read the file back with exceljs, and re-send a consent request that lands in the parent's mail. A
// registrant who signs in is turned away. Every step passes axe, breaks no policy and fits a phone. Then the
// day itself at /staff/check-in: a group leader's QR code from their confirmation, given as a photo, lists the
// group's students, and the ticked one is checked in; a student found by name shows the consent warning and
// is checked in while the network is down, and the check-in is sent once it is back.

/** The page at a laptop's and a phone's width, kept with the test's output to look at. */
async function snapshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The check-in QR code a confirmation carries, as the PNG file a phone would photograph. */
async function checkInQrOf(address: string): Promise<string> {
  await waitForMail(address, /check-in-qr-[a-z-]+\.png/);
  const mail = messagesTo(outbox(), address).find((raw) => /check-in-qr-[a-z-]+\.png/.test(raw))!;
  const image = leafParts(parseEml(mail)).find((part) => part.type === 'image/png')!;
  const file = test.info().outputPath('check-in-qr.png');
  fs.writeFileSync(file, image.bytes);
  return file;
}

/** At 390 px nothing scrolls sideways (the tables become cards, the charts shrink). */
async function expectFitsPhone(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is ${width}px wide on a 390px phone`).toBeLessThanOrEqual(390);
}

/** A second phone at the door, signed in as this page is, with this person's card open. */
async function cardOnAnotherPhone(page: Page, name: string) {
  const phone = await page.context().newPage();
  await phone.goto('/staff/check-in');
  await hydrated(phone);
  await phone.getByRole('searchbox', { name: 'Name' }).fill(name.toLowerCase());
  await phone.getByRole('button', { name: 'Find' }).click();
  await phone.getByRole('button', { name: new RegExp(name) }).click();
  return { phone, card: phone.getByRole('article', { name }) };
}

test('a coordinator reads the headcounts, searches a list, exports XLSX and re-sends a consent request', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const tag = unique();
  const student = `walk.student.${tag}@example.org`;
  const parent = `walk.parent.${tag}@example.org`;
  const lastName = `Quillfeather${tag.replace(/\D/g, '').slice(-6)}`;
  await create(request, '/api/ms-ind-reg', {
    ...msIndividual(student),
    lastName,
    parentGuardian: { ...msIndividual().parentGuardian, email: parent, confirmEmail: parent },
    isParentPresent: '0',
    consentWillBeSubmittedBySchool: '1',
  });
  await create(request, '/api/hs-ind-reg', hsIndividual(`walk.hs.${tag}@example.org`));
  // Another whose school said it would submit the consent, and whose signed paper form the teacher hands in.
  const paperName = `Papersmith${tag.replace(/\D/g, '').slice(-6)}`;
  await create(request, '/api/ms-ind-reg', {
    ...msIndividual(`walk.paper.${tag}@example.org`),
    lastName: paperName,
    isParentPresent: '0',
    consentWillBeSubmittedBySchool: '1',
  });
  // A name of one long word (a typo, a name run together) must not push the door's list off a phone.
  const longName = `Longnamewithoutanyspace${tag.replace(/\D/g, '').slice(-6)}Wolfeschlegelsteinhausenberger`;
  await create(request, '/api/hs-chaperone-reg', {
    ...hsChaperone(`walk.long.${tag}@example.org`),
    lastName: longName,
  });
  const violations = await collectViolations(page);

  await signUpAndVerify(page, process.env.E2E_STAFF_EMAIL!, 'Casey Coordinator');
  await expect(page).toHaveURL(/\/multiple\/?$/);
  await page.goto('/staff');
  await hydrated(page);
  await expect(page.getByText(`Signed in as ${process.env.E2E_STAFF_EMAIL}`)).toBeVisible();

  // Headcounts: each career day, a chart and its table.
  const middleSchool = page.getByRole('region', { name: /^Middle School STEM Career Day/ });
  await expect(middleSchool).toBeVisible();
  // The reminder mail before the day goes by itself (EVENT_REMINDER_DAYS, 3): staff see when, in the tense of
  // the day (the seeded day, April 25 2026, is past; reminder-line.test.ts holds the other two).
  await expect(
    middleSchool.getByText(/^Reminder mail went to everyone registered for this day .* from April 22, 2026 until/),
  ).toBeVisible();
  const lunches = middleSchool.getByRole('figure', { name: 'Lunches by type' });
  await expect(lunches.locator('canvas')).toBeVisible();
  await expect(lunches.getByRole('table')).toContainText('Deli Sandwich');
  await expect(middleSchool.getByRole('figure', { name: 'Consent states' }).getByRole('table')).toContainText(
    'School will submit',
  );
  const highSchool = page.getByRole('region', { name: /^High School STEM Career Day/ });
  await expect(highSchool.getByRole('figure', { name: 'Tour type: choices' }).getByRole('table')).toContainText(
    'Biology',
  );
  // The moment of the count in the career days' zone, named, whatever the desk computer's zone is.
  await expect(page.getByText(/^Counted [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M E[SD]T\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectUniqueLandmarks(page);
  await snapshots(page, 'headcounts');
  // Tables that fit are no tab stops: two dozen frames that scroll nothing were two dozen Tab presses.
  await expect(page.getByRole('tabpanel').getByRole('region').first()).toBeVisible();
  await expect(page.getByRole('tabpanel').locator('[role="region"][tabindex]')).toHaveCount(0);
  // Whoever orders the lunches and T-shirts takes every table as a workbook: a sheet per day.
  const countsFile = page.waitForEvent('download');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Export XLSX' }).click();
  const counts = await countsFile;
  expect(counts.suggestedFilename()).toMatch(/^stem-career-day-headcounts-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const countsBook = new ExcelJS.Workbook();
  await countsBook.xlsx.load(fs.readFileSync((await counts.path())!) as unknown as ArrayBuffer);
  expect(countsBook.worksheets.map((sheet) => sheet.name)).toContain('Middle School STEM Career Day');
  // Name badges and the lunch list by name: everyone coming, one row per person, the student registered above
  // among them with the day, school and lunch.
  const peopleFile = page.waitForEvent('download');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Export people list (XLSX)' }).click();
  const people = await peopleFile;
  expect(people.suggestedFilename()).toMatch(/^stem-career-day-people-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByText(/^The people list is downloaded: one row per person coming/)).toBeVisible();
  const peopleBook = new ExcelJS.Workbook();
  await peopleBook.xlsx.load(fs.readFileSync((await people.path())!) as unknown as ArrayBuffer);
  const rowOf = (sheet: ExcelJS.Worksheet, n: number) =>
    Array.from({ length: 10 }, (_, column) => String(sheet.getRow(n).getCell(column + 1).value ?? ''));
  const peopleSheet = peopleBook.worksheets[0]!;
  expect(rowOf(peopleSheet, 1).slice(0, 4)).toEqual(['Last name', 'First name', 'Attends as', 'Career day']);
  const peopleRows = Array.from({ length: peopleSheet.rowCount - 1 }, (_, i) => rowOf(peopleSheet, i + 2));
  expect(peopleRows.find((one) => one[0] === lastName)).toEqual([
    lastName,
    msIndividual().firstName,
    'Middle school student',
    'Middle School STEM Career Day',
    expect.stringMatching(/\S/),
    '',
    student,
    expect.stringMatching(/\S/),
    expect.stringMatching(/\S/),
    '',
  ]);

  // Registrations: search the middle school students, open one, export the kind as XLSX.
  await page.getByRole('tab', { name: 'Registrations' }).click();
  await expect(page.getByRole('combobox', { name: 'Kind' })).toHaveValue('MSIND');
  await expect(page.getByText(/\d+ Middle school student registrations?/)).toBeVisible();
  // Wide, the table's head sorts: the cards' Sort by is not there.
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeHidden();
  // A table too wide for the window scrolls sideways in its own frame, which a keyboard can reach.
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(page.getByRole('region', { name: 'Middle school student registrations' })).toHaveAttribute(
    'tabindex',
    '0',
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
  await expect(page.getByText(/^1 of \d+ match/)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(student.replace(/\./g, '\\.')) });
  await expect(row).toBeVisible();
  // Printed, the list is its rows under their headings: no search, no export, no Details column (it covered
  // the School column on paper); it says what and when.
  await page.emulateMedia({ media: 'print' });
  await expect(
    page.getByText(
      new RegExp(
        `^Middle school student registrations matching “${lastName}”, as read [A-Z][a-z]{2} \\d{1,2}, \\d{4}, `,
      ),
    ),
  ).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Export XLSX/ })).toBeHidden();
  await expect(row.getByRole('button', { name: /^Details/ })).toBeHidden();
  await expect(page.getByRole('columnheader', { name: 'School', exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  // Each Details button says whose: heard in a list of buttons, 94 of them were all "Details".
  await row.getByRole('button', { name: `Details of Ada ${lastName} (${student})` }).click();
  await expect(page.getByRole('definition').filter({ hasText: parent })).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  // The search narrows the export as it narrows the list.
  const exportButton = page.getByRole('button', { name: 'Export XLSX (1 found)' });
  await exportButton.click();
  const download = await downloading;
  // Said when done, and the keyboard's focus stays on the button (a disabled button had dropped it to the page).
  await expect(page.getByText('The XLSX file is downloaded.')).toBeVisible();
  await expect(exportButton).toBeFocused();
  expect(download.suggestedFilename()).toMatch(/^stem-career-day-msind-\d{4}-\d{2}-\d{2}-matching\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Middle school student')!;
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const rows = sheet.getRows(2, sheet.rowCount - 1)!.map((line) => (line.values as unknown[]).map(String));
  expect(rows).toHaveLength(1);
  const exported = rows.find((line) => line.includes(student))!;
  expect(exported).toBeDefined();
  expect(exported[header.indexOf('Last name')]).toBe(lastName);
  expect(exported[header.indexOf('Parent guardian / Email')]).toBe(parent);
  expect(exported[header.indexOf('Consent')]).toBe('School will submit');

  // A sponsor's logo, uploaded after its registration as the form does: the desk downloads it from Details.
  const company = `walk.company.${tag}@example.org`;
  // A name of its own: other walks' "Wingfoot Labs" rows are flagged as possible duplicates of each other.
  const companyName = `Wingfoot Labs ${tag}`;
  const created = await request.post('/api/company-reg', {
    data: {
      ...companyRegistrationBody(company),
      companyName,
      // Written in two paragraphs, read in two at the desk.
      msInteractive: {
        ...companyRegistrationBody().msInteractive,
        description: 'Build a tyre tread.\n\nTest its grip.',
      },
      gResponse: await solvedCaptcha(request),
    },
  });
  const { regId: companyId, uploadGrant } = ((await created.json()) as { data: { regId: string; uploadGrant: string } })
    .data;
  const logo = png(4, 3);
  const uploaded = await request.post('/api/files', {
    headers: { [UPLOAD_GRANT_HEADER]: uploadGrant },
    multipart: {
      regId: companyId,
      attachmentType: 'COMPANYLOGO',
      file: { name: 'walk-logo.png', mimeType: 'image/png', buffer: logo },
    },
  });
  expect(((await uploaded.json()) as { code: number }).code).toBe(0);
  // Looked for in the kind shown (middle school students, from above), the company is found where it is:
  // its kind's button shows it, with the same search, and the search keeps the focus.
  const searchbox = page.getByRole('searchbox', { name: 'Search' });
  // Other kinds that cannot be counted (offline) are not passed over in silence.
  await page.route('**/api/staff/search?*', (route) => route.abort());
  await searchbox.fill('nobody by this name');
  await expect(page.getByText('The other kinds could not be searched.')).toBeVisible();
  await page.unroute('**/api/staff/search?*');
  await searchbox.fill(company);
  await expect(page.getByText(/^0 of \d+ match/)).toBeVisible();
  // Said after the count, in a live region that was there before it (a paragraph that appears is not read).
  const elsewhere = page.locator('[aria-live="polite"]').filter({ hasText: 'Found in other kinds:' });
  await expect(elsewhere).toBeVisible();
  // Not on paper: its kinds are buttons, and a printed list read "Found in other kinds: , ," (qa25c).
  await page.emulateMedia({ media: 'print' });
  await expect(elsewhere).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await elsewhere.getByRole('button', { name: 'Company (1)' }).click();
  await expect(page.getByRole('combobox', { name: 'Kind' })).toHaveValue('COMPANY');
  await expect(searchbox).toBeFocused();
  await expect(page.getByText(/^1 of \d+ match/)).toBeVisible();
  const companyRow = page.getByRole('row', { name: new RegExp(company.replace(/\./g, '\\.')) });
  await companyRow.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('definition').filter({ hasText: 'walk-logo.png' })).toBeVisible();
  const description = page.getByRole('definition').filter({ hasText: 'Build a tyre tread.' });
  expect(await description.innerText()).toBe('Build a tyre tread.\n\nTest its grip.');
  // Where a sponsor's logo goes from here (SPEC §9: on the website for Gold and Wingfoot).
  await expect(page.getByText('logo goes on the home page as a Sponsor in the CMS')).toBeVisible();
  const fetching = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download Company logo/ }).click();
  const logoFile = await fetching;
  // Saved under whose it is, before its own name: fifty applicants' "acceptance.pdf" are told apart.
  expect(logoFile.suggestedFilename()).toBe(`${companyName} - walk-logo.png`);
  expect(fs.readFileSync((await logoFile.path())!).equals(logo)).toBe(true);
  await expectNoAxeViolations(page);
  await snapshots(page, 'company-details');

  // Deleting on request: the dialog names whom it deletes, NO has focus (a stray Enter deletes nothing) and
  // goes back to the button; after YES the row is gone and focus is on the search, above what happened.
  const deleteButton = page.getByRole('button', { name: 'Delete registration' });
  await deleteButton.click();
  const deleting = page.getByRole('dialog', { name: 'Delete this registration?' });
  const who = `${companyName}, Katherine Johnson (${company})`;
  await expect(deleting).toContainText(`The registration of ${who} (Company) is deleted for good`);
  // A sponsor's deletion voids its invoice: the dialog says who hears of it.
  await expect(deleting).toContainText(/the sponsorship team is told that invoice \S+ is void\./);
  await expect(deleting.getByRole('button', { name: 'NO' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(deleting).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await deleting.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText(`The registration of ${who} was deleted with its files`)).toBeVisible();
  await expect(companyRow).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();

  // Consents missing: re-send the request; it reaches the parent with the middle school consent form.
  await page.getByRole('tab', { name: 'Consents missing' }).click();
  const waiting = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(waiting).toContainText(parent);
  // A search narrows the list (a teacher calling about one student): the other rows go, and the count says so.
  const consentSearch = page.getByRole('searchbox', { name: 'Search' });
  await consentSearch.fill(paperName.toLowerCase());
  await expect(waiting).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(paperName) })).toBeVisible();
  // (Students other walks checked in at the door are counted too, and listed first.)
  await expect(
    page.getByText(/without a consent in hand\.( \d+ of them (is|are) checked in: listed first\.)? 1 shown\.$/),
  ).toBeVisible();
  await consentSearch.fill('');
  await expect(waiting).toBeVisible();
  await expectNoAxeViolations(page);
  await waiting.getByRole('button', { name: /Re-send consent request/ }).click();
  await expect(waiting.getByText(`Consent request sent to ${parent}.`)).toBeVisible();
  // The request, not the confirmation (which links the consent form too).
  const mail = await waitForMail(parent, /is registered for the Middle School STEM Career Day/);
  expect(mail).toContain(`Ada ${lastName} is registered for the Middle School STEM Career Day`);
  expect(mail).toContain('consent-form-ms');
  expect(mail).toContain(student);
  // The school's signed paper form is handed in: recorded, asked once more, the consent is in hand.
  const handedIn = page.getByRole('row', { name: new RegExp(paperName) });
  await handedIn.getByRole('button', { name: `Paper form received for Ada ${paperName}` }).click();
  const paper = page.getByRole('dialog', { name: 'Record the signed paper consent form?' });
  await expect(paper).toContainText(`You have the consent form for Ada ${paperName}`);
  await snapshots(page, 'consents-paper-form');
  await paper.getByRole('button', { name: 'YES' }).click();
  await expect(handedIn.getByRole('status')).toHaveText('Paper form recorded: the consent is in hand.');
  await expect(handedIn.getByRole('status')).toBeFocused();
  // Refresh reads the list again and says when it has (the table changes in place, silently).
  await page.getByRole('tabpanel').getByRole('button', { name: 'Refresh' }).click();
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('status')
      .filter({ hasText: /^Refreshed\.$/ }),
  ).toHaveCount(1);
  await expect(handedIn).toHaveCount(0);

  // The retention plan and the activity log, which names the export and the reminder.
  await page.getByRole('tab', { name: 'Retention' }).click();
  await expect(page.getByRole('table', { name: 'Retention per kind' })).toContainText('12 months');
  await page.getByRole('tab', { name: 'Activity' }).click();
  const activity = page.getByRole('table', { name: 'Staff activity' });
  await expect(activity).toContainText('Exported the registrations (XLSX)');
  // In the career days' zone, named, as the lists' times (the walk's browser runs in UTC).
  await expect(activity.locator('td[data-label="When"]').first()).toHaveText(/\d{1,2}:\d{2}\s[AP]M E[SD]T$/);
  await expect(activity).toContainText('Re-sent a consent request');
  await expectNoAxeViolations(page);

  // On a phone: every section fits the width.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const tab of ['Headcounts', 'Registrations', 'Consents missing', 'Removal requests', 'Retention', 'Activity']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).not.toContainText(/Loading|Counting|Looking|Reading/);
    await expectFitsPhone(page, `/staff ${tab}`);
  }
  // A row is a card on a phone: a long email address breaks inside it rather than running past its edge.
  await page.getByRole('tab', { name: 'Registrations' }).click();
  const frame = page.getByRole('region', { name: 'Middle school student registrations' });
  expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  // What the search found is said right under it, above the cards' Sort and the exports: below them it was off
  // a phone's screen with the keyboard open.
  const top = async (locator: Locator) => (await locator.boundingBox())!.y;
  const count = page.getByText(/^\d+ Middle school student registrations?$/);
  expect(await top(count)).toBeGreaterThan(await top(page.getByRole('searchbox', { name: 'Search' })));
  expect(await top(count)).toBeLessThan(await top(page.getByRole('combobox', { name: 'Sort by' })));
  expect(await top(count)).toBeLessThan(await top(page.getByRole('button', { name: /^Export CSV/ })));
  // The cards have no table head, so no hidden sort button takes focus: they are sorted from the toolbar.
  await create(request, '/api/ms-ind-reg', { ...msIndividual(`walk.sorted.${tag}@example.org`), lastName: 'Aalto' });
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('HSIND');
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('MSIND');
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(frame.getByRole('button', { name: /^Last name/ })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Last name, ascending' });
  const lastNames = await frame.locator('td[data-label="Last name"]').allTextContents();
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  expect(lastNames.length).toBeGreaterThan(1);
  expect(lastNames).toEqual([...lastNames].sort(collator.compare));
  expect(violations).toEqual([]);
  // Back on the desk's tab after a while away: the list is read again, with no click.
  const returned = `walk.returned.${tag}@example.org`;
  await page.getByRole('searchbox', { name: 'Search' }).fill(returned);
  await expect(page.getByText('No registration matches.')).toBeVisible();
  await create(request, '/api/ms-ind-reg', msIndividual(returned));
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
  await expect(frame).toContainText(returned);
  await page.getByRole('searchbox', { name: 'Search' }).fill('');

  // A dropped network keeps the desk: a refresh that cannot be made says so and leaves what was read on
  // screen, and nobody is sent to sign in (the browser's "no internet" page would have replaced the desk).
  await page.getByRole('tab', { name: 'Consents missing' }).click();
  const consentsTable = page.getByRole('table', { name: 'Students without a consent in hand' });
  await expect(consentsTable).toBeVisible();
  // On the day, who of them is here (qa25c: they could not be told from those who stayed home).
  // (A phone's width here: each card line says its column.)
  await expect(consentsTable.locator('td[data-label="Checked in"]').first()).toBeVisible();
  await page.context().setOffline(true);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(
    'Could not refresh: no network, or no answer from the server. What is shown was read before.',
  );
  await expect(consentsTable).toBeVisible();
  // Still the desk, at the section open (its address carries it).
  await expect(page).toHaveURL(/\/staff\/?#consents$/);
  // A tab opened offline says it could not read, with a way to try again.
  await page.getByRole('tab', { name: 'Retention' }).click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(
    'The desk could not read this: no network, or no answer from the server.',
  );
  await page.context().setOffline(false);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: 'Retention per kind' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveCount(0);

  // The day: check-in.
  await page.setViewportSize({ width: 1280, height: 900 });
  const digits = tag.replace(/\D/g, '').slice(-6);
  const leader = `walk.leader.${tag}@example.org`;
  const groupId = await create(request, '/api/ms-group-reg', msGroup(leader, `Comets ${digits}`));
  const member = (email: string, firstName: string) => ({
    ...msIndividual(email),
    firstName,
    lastName: `Starling${digits}`,
    isInGroup: '1',
    groupId,
    groupCode: 'Lift-Off-7',
  });
  await create(request, '/api/ms-ind-reg', member(`walk.ticked.${tag}@example.org`, 'Tess'));
  await create(request, '/api/ms-ind-reg', {
    ...member(`walk.left.${tag}@example.org`, 'Lou'),
    isParentPresent: '0',
    consentWillBeSubmittedBySchool: '1',
  });
  const qr = await checkInQrOf(leader);

  await page.goto('/staff/check-in');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Start camera' })).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshots(page, 'check-in-camera-off');
  // On a phone the camera and the search fill the screen: the person found comes into view, named aloud.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Choose a photo of the code').setInputFiles(qr);
  const card = page.getByRole('article', { name: 'Mae Jemison' });
  await expect(card.getByRole('heading', { name: 'Mae Jemison' })).toBeFocused();
  await expect(card.getByRole('heading', { name: 'Mae Jemison' })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(card).toContainText(`Middle school group leader · Comets ${digits}`);
  await expect(card.getByRole('group', { name: 'Students in this group (2)' })).toBeVisible();
  // A ticked student whose consent is not in hand is said beside the button, and each box reads its facts.
  const lou = card.getByRole('checkbox', { name: `Lou Starling${digits}` });
  await expect(lou).toHaveAccessibleDescription(/Not checked in · Consent: School will submit/);
  await lou.check();
  await expect(card.getByRole('status').filter({ hasText: 'Consent not in hand' })).toContainText(
    `for Lou Starling${digits}`,
  );
  await lou.uncheck();
  await expect(card.getByText('Consent not in hand')).toHaveCount(0);
  // The teacher hands in the school's signed form for Lou: recorded at the door, asked once more, it counts.
  await card.getByRole('button', { name: `Paper form received: Lou Starling${digits}` }).click();
  const paperForm = page.getByRole('dialog', { name: 'Record the signed paper consent form?' });
  await expect(paperForm).toContainText(`You have the consent form for Lou Starling${digits}`);
  await paperForm.getByRole('button', { name: 'YES' }).click();
  await expect(lou).toHaveAccessibleDescription(/Not checked in · Consent: Paper form received/);
  await expect(card.getByRole('status').filter({ hasText: 'Paper form recorded' })).toHaveText(
    `Paper form recorded: Lou Starling${digits}.`,
  );
  await expect(lou).toBeFocused();
  await lou.check();
  await expect(card.getByText('Consent not in hand')).toHaveCount(0);
  await lou.uncheck();
  // A whole bus is ticked at once, and unticked.
  await card.getByRole('button', { name: 'Tick all 2 not checked in' }).click();
  await expect(card.getByRole('checkbox', { name: `Tess Starling${digits}` })).toBeChecked();
  await expect(lou).toBeChecked();
  await expect(card.getByRole('button', { name: 'Check in 2 ticked students' })).toBeEnabled();
  await card.getByRole('button', { name: 'Untick all' }).click();
  await expect(lou).not.toBeChecked();
  await card.getByRole('checkbox', { name: `Tess Starling${digits}` }).check();
  await card.getByRole('button', { name: 'Check in 1 ticked student' }).click();
  const ticked = card.getByRole('listitem').filter({ hasText: `Tess Starling${digits}` });
  await expect(ticked).toContainText(/Checked in at \d{1,2}:\d{2}\s[AP]M/);
  // Said aloud, and focus on the group: not on the student's Undo, where a second Enter undid it.
  const students = card.getByRole('group', { name: 'Students in this group (2)' });
  await expect(students.getByRole('status').filter({ hasText: 'Checked in:' })).toHaveText(
    `Checked in: Tess Starling${digits}.`,
  );
  await expect(students).toBeFocused();
  await expect(ticked.getByRole('checkbox')).toBeDisabled();
  await expect(ticked.getByRole('checkbox')).toBeChecked();
  await expect(card.getByRole('listitem').filter({ hasText: `Lou Starling${digits}` })).toContainText('Not checked in');
  await expectNoAxeViolations(page);
  await snapshots(page, 'check-in-group-found');
  // A box ticked by mistake cannot be unticked once the student is in: the row's Undo takes it back.
  await ticked.getByRole('button', { name: `Undo check-in of Tess Starling${digits}` }).click();
  await expect(ticked).toContainText('Not checked in');
  await expect(ticked.getByRole('checkbox')).not.toBeChecked();
  // Focus goes to the box to tick again, not to the page.
  await expect(ticked.getByRole('checkbox')).toBeFocused();
  await ticked.getByRole('checkbox').check();
  await card.getByRole('button', { name: 'Check in 1 ticked student' }).click();
  await expect(ticked).toContainText(/Checked in at \d{1,2}:\d{2}\s[AP]M/);

  // A name with a letter off finds nobody, and the page says what to search for instead.
  await page.getByRole('searchbox', { name: 'Name' }).fill('mae jemisen');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: 'Nobody found' })).toBeVisible();
  await expect(page.getByText('Check the spelling, or search for less: the last name alone')).toBeVisible();
  // Not registered at all (a walk-in): the forms they need, in a new tab, so the door keeps its card.
  const walkIn = page.getByRole('link', { name: 'Register a middle school student (opens in a new tab)' });
  await expect(walkIn).toHaveAttribute('href', '/verify-age?regType=MSIND');
  await expect(walkIn).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /^Day-of consent form, high school/ })).toHaveAttribute(
    'href',
    '/consent-form-hs',
  );

  // The teacher who left the code at school is found by name: the result says where they stand and how many
  // students they bring, and opens with the same students to tick as the code.
  await page.getByRole('searchbox', { name: 'Name' }).fill('mae jemison');
  await page.getByRole('button', { name: 'Find' }).click();
  const leaderFound = page.getByRole('button', { name: new RegExp(`Comets ${digits}`) });
  await expect(leaderFound).toContainText('Not checked in · 2 students');
  await snapshots(page, 'check-in-found-by-name');
  await leaderFound.click();
  await expect(card.getByRole('group', { name: 'Students in this group (2)' })).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: `Tess Starling${digits}` })).toContainText('Checked in');

  // A company's additional participant reaches the door before its contact and gives her own name: the
  // company is found, the result says why, and its card names who comes on its check-in.
  await create(request, '/api/company-reg', {
    ...companyRegistrationBody(`walk.door.company.${tag}@example.org`),
    companyName: `Orbit Works ${digits}`,
    participants: [
      { ...companyParticipant('Dorothy', `walk.dorothy.${tag}@example.org`), lastName: `Vaughan${digits}` },
    ],
  });
  await page.getByRole('searchbox', { name: 'Name' }).fill(`dorothy vaughan${digits}`);
  await page.getByRole('button', { name: 'Find' }).click();
  const companyFound = page.getByRole('button', { name: new RegExp(`Orbit Works ${digits}`) });
  await expect(companyFound).toContainText(`with Dorothy Vaughan${digits}`);
  await companyFound.click();
  await expect(page.getByRole('article', { name: 'Katherine Johnson' })).toContainText(
    `Additional participants (1): Dorothy Vaughan${digits}`,
  );
  await snapshots(page, 'check-in-company-found');

  // By name: the student whose school will send the consent; the result and the card say so. Checked in offline.
  await page.getByRole('searchbox', { name: 'Name' }).fill(`ada ${lastName}`);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`Ada ${lastName}`) })).toContainText(
    'Not checked in · Consent: School will submit',
  );
  await page.getByRole('button', { name: new RegExp(`Ada ${lastName}`) }).click();
  const ada = page.getByRole('article', { name: `Ada ${lastName}` });
  // What to ask to be sure it is her: her grade and her parent.
  await expect(ada.locator('.check-in-person__tell-apart')).toHaveText('7th grade · parent/guardian Grace Hopper');
  await expect(ada.getByRole('alert')).toContainText('Consent not received');
  await expectNoAxeViolations(page);
  await snapshots(page, 'check-in-consent-warning');
  // Her parent, there at the door, signs the day-of consent on their phone: the card, found before, says
  // where it stands once staff look again, and counts it once the parent confirms it from the mail.
  const filed = await request.post('/api/ms-day-of-consent', {
    data: { ...dayOfConsent('MSDAYOFCONSENT', student), gResponse: await solvedCaptcha(request) },
  });
  expect(((await filed.json()) as { code: number }).code).toBe(0);
  await ada.getByRole('button', { name: 'Check again' }).click();
  await expect(ada.getByText(/^Checked again at \d{1,2}:\d{2}\s[AP]M: not in hand yet\.$/)).toBeVisible();
  await expect(ada.getByRole('alert')).toContainText('open the confirmation link in the mail they were sent');
  const confirmation = await waitForMail(parent, /\/consent-confirm\?token=/);
  const token = decodeURIComponent(/\/consent-confirm\?token=(\S+)/.exec(confirmation)![1]!);
  expect((await request.post('/api/day-of-consent/confirm', { data: { token } })).ok()).toBe(true);
  await ada.getByRole('button', { name: 'Check again' }).click();
  await expect(ada.getByText(/^Checked again at .*: the consent is in hand\.$/)).toBeVisible();
  await expect(ada.getByText(/^Consent: /)).toBeVisible();
  await expect(ada.getByRole('alert')).toHaveCount(0);
  await page.context().setOffline(true);
  await ada.getByRole('button', { name: 'Check in' }).click();
  await expect(ada).toContainText('(saved on this device, not sent yet)');
  // The next person's name goes into an empty field.
  await expect(page.getByRole('searchbox', { name: 'Name' })).toHaveValue('');
  await expect(page.getByText('1 check-in is saved on this device')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsPhone(page, '/staff/check-in');
  await page.context().setOffline(false);
  await expect(page.getByText('1 check-in is saved on this device')).toBeHidden({ timeout: 30_000 });
  await expect(ada).not.toContainText('not sent yet');
  await expect(ada.getByRole('button', { name: 'Check out' })).toBeVisible();
  // In reads green, at a glance (qa25c: bold black like "Not checked in").
  await expect(ada.getByRole('status')).toHaveCSS('color', 'rgb(28, 107, 50)');
  await snapshots(page, 'check-in-here');
  // The wrong Ada was checked in: undone, she stands as before and is not counted.
  await ada.getByRole('button', { name: 'Undo check-in' }).click();
  await expect(ada.getByRole('status')).toHaveText('Not checked in');
  // Focus goes to her name, where a second Enter does nothing (on Check in, it checked her in again).
  await expect(ada.getByRole('heading', { name: `Ada ${lastName}` })).toBeFocused();
  // A second phone at the door checks her in while this one's card still says she is not: this one's Check in
  // then changes nothing and says so, and one Undo takes her out (qa25c: it took two).
  const { phone: otherPhone, card: adaThere } = await cardOnAnotherPhone(page, `Ada ${lastName}`);
  await adaThere.getByRole('button', { name: 'Check in' }).click();
  await expect(adaThere.getByRole('status')).toHaveText(/^Checked in at \d{1,2}:\d{2}\s[AP]M$/);
  const firstTime = (await adaThere.getByRole('status').textContent())!;
  await otherPhone.close();
  await expect(ada.getByRole('status')).toHaveText('Not checked in');
  await ada.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Already checked in by another device/ })).toHaveText(
    `Already checked in by another device: Ada ${lastName}. Nothing changed; the card shows when.`,
  );
  await expect(ada.getByRole('status')).toHaveText(firstTime);
  await ada.getByRole('button', { name: 'Undo check-in' }).click();
  await expect(ada.getByRole('status')).toHaveText('Not checked in');
  // A double tap on Check in checks her in once: where Check in was, the second finds the words of the undo
  // line, not a Check out. Focus goes to her name again.
  // (The server is slow to answer this time: online, the tap is said to be on its way, not "not sent".)
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/staff/check-ins', async (route) => {
    await answered;
    await route.continue();
  });
  await ada.getByRole('button', { name: 'Check in' }).dblclick();
  await expect(ada.getByRole('status')).toHaveText(/^Checked in at \d{1,2}:\d{2}\s[AP]M \(sending…\)$/);
  await expect(page.getByText('Sending 1 check-in…')).toBeVisible();
  answer();
  await expect(ada.getByRole('status')).toHaveText(/^Checked in at \d{1,2}:\d{2}\s[AP]M$/);
  await page.unroute('**/api/staff/check-ins');
  await expect(ada.getByRole('heading', { name: `Ada ${lastName}` })).toBeFocused();
  await expect(ada.getByRole('button', { name: 'Check out' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(ada.getByRole('status')).toHaveText(/^Checked in at /);
  // She leaves by the other door, whose phone checks her out: this card still offers Check out, which then
  // changes nothing and says so; the card shows the first phone's time.
  const { phone: exitPhone, card: adaLeaving } = await cardOnAnotherPhone(page, `Ada ${lastName}`);
  await adaLeaving.getByRole('button', { name: 'Check out' }).click();
  await expect(adaLeaving.getByRole('status')).toHaveText(/^Checked out at \d{1,2}:\d{2}\s[AP]M$/);
  const leftAt = (await adaLeaving.getByRole('status').textContent())!;
  await exitPhone.close();
  await ada.getByRole('button', { name: 'Check out' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Already checked out by another device/ })).toHaveText(
    `Already checked out by another device: Ada ${lastName}. Nothing changed; the card shows when.`,
  );
  await expect(ada.getByRole('status')).toHaveText(leftAt);
  // A look-up without the network says so and keeps the desk (it used to go to sign in, and so to the
  // browser's "no internet" page); it shows nobody, since the card on screen is someone else's.
  await page.context().setOffline(true);
  await page.getByRole('searchbox', { name: 'Name' }).fill(`ada ${lastName}`);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'No network: a code or a name can be looked up' }),
  ).toBeVisible();
  await expect(ada).toBeHidden();
  await expect(page).toHaveURL(/\/staff\/check-in\/?$/);
  await page.context().setOffline(false);
  // A name of one long word, found and opened on a phone: the list and the card wrap it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('searchbox', { name: 'Name' }).fill(longName);
  await page.getByRole('button', { name: 'Find' }).click();
  await expectFitsPhone(page, 'a result for a name of one long word');
  await page.getByRole('button', { name: new RegExp(longName) }).click();
  await expect(page.getByRole('article', { name: new RegExp(longName) })).toBeVisible();
  await expectFitsPhone(page, 'a card for a name of one long word');
  await page.setViewportSize({ width: 1280, height: 900 });

  // A card found, then its registration deleted at the desk in another tab (on the family's request): Check
  // again says so and shows no one, rather than blaming the network.
  const goneName = `Gonewell${digits}`;
  await create(request, '/api/ms-ind-reg', {
    ...msIndividual(`walk.gone.${tag}@example.org`),
    lastName: goneName,
    isParentPresent: '0',
    consentWillBeSubmittedBySchool: '1',
  });
  await page.getByRole('searchbox', { name: 'Name' }).fill(goneName);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: new RegExp(goneName) }).click();
  const gone = page.getByRole('article', { name: `Ada ${goneName}` });
  await expect(gone.getByRole('button', { name: 'Check again' })).toBeVisible();
  const desk = await page.context().newPage();
  await desk.goto('/staff#registrations');
  await hydrated(desk);
  await desk.getByRole('searchbox', { name: 'Search' }).fill(goneName);
  await desk
    .getByRole('row', { name: new RegExp(goneName) })
    .getByRole('button', { name: 'Details' })
    .click();
  await desk.getByRole('button', { name: 'Delete registration' }).click();
  await desk.getByRole('dialog', { name: 'Delete this registration?' }).getByRole('button', { name: 'YES' }).click();
  await expect(desk.getByText(/was deleted with its files/)).toBeVisible();
  await desk.close();
  await gone.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This registration is no longer there' })).toHaveText(
    'This registration is no longer there: it was deleted after it was found. Search for the person again.',
  );
  await expect(gone).toBeHidden();
  await snapshots(page, 'check-in-registration-gone');

  // On the middle school day, a high school student's code says they came on the wrong day.
  await page.clock.setFixedTime(new Date('2026-04-25T14:00:00Z'));
  await page.reload();
  await hydrated(page);
  await page.getByLabel('Choose a photo of the code').setInputFiles(await checkInQrOf(`walk.hs.${tag}@example.org`));
  await expect(page.getByRole('alert').filter({ hasText: 'Another day' })).toContainText(
    'Registered for High School STEM Career Day (February 21), not for today’s Middle School STEM Career Day.',
  );
  // This phone's clock is months behind the server's (as a tablet never set would be): its check-in still
  // counts, at the server's time (it was refused while the card said "Checked in"). Scanned again, the card
  // says the code was checked in already: a code shown twice may be a copy.
  const otherDay = page.getByRole('article').filter({ has: page.getByText('Another day') });
  await otherDay.getByRole('button', { name: 'Check in' }).click();
  await expect(otherDay.getByRole('status')).toHaveText(/^Checked in at \d{1,2}:\d{2}\s[AP]M$/);
  await expect(otherDay.getByRole('alert').filter({ hasText: 'Already checked in' })).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await page.getByLabel('Choose a photo of the code').setInputFiles(await checkInQrOf(`walk.hs.${tag}@example.org`));
  await expect(otherDay.getByRole('status')).toHaveText(/^Checked in at \d{1,2}:\d{2}\s[AP]M$/);
  await expect(otherDay.getByRole('status')).not.toHaveText('Checked in at 10:00 AM');
  await expect(otherDay.getByRole('alert').filter({ hasText: 'Already checked in' })).toContainText(
    /^Already checked in\s*This code was checked in at \d{1,2}:\d{2}\s[AP]M\. Make sure this is .+: a code shown twice may be a copy\.$/,
  );
  await expect(page.getByText(/^Not recorded:/)).toHaveCount(0);
  await snapshots(page, 'check-in-scanned-again');
  // One the server refuses all the same (a time far ahead: the clock difference the phone keeps gone wrong):
  // the door names whose it was, and the card goes back to what the server has, not the tap's "Not checked in".
  const otherName = (await otherDay.getByRole('heading').textContent())!;
  await page.evaluate(() => localStorage.setItem('stem-check-in-server-clock', String(30 * 24 * 3600 * 1000)));
  await otherDay.getByRole('button', { name: 'Undo check-in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Not recorded:/ })).toHaveText(
    `Not recorded: the server refused what this device sent for ${otherName}. Check the device’s date and time, then do it again; the card shows what the server has.`,
  );
  await expect(otherDay.getByRole('status')).toHaveText(/^Checked in at \d{1,2}:\d{2}\s[AP]M$/);

  // Who came, against who registered: the day's line and a table without a meaningless total.
  await page.goto('/staff');
  const middleSchoolNow = page.getByRole('region', { name: /^Middle School STEM Career Day/ });
  await expect(middleSchoolNow.getByText(/ · \d+ checked in at the door$/)).toBeVisible();
  const came = middleSchoolNow.getByRole('figure', { name: 'Checked in by kind' }).getByRole('table');
  await expect(came.getByRole('columnheader')).toHaveText(['Kind', 'Registered', 'Checked in']);

  // The activity log has the look-ups and check-ins, counted.
  await page.getByRole('tab', { name: 'Activity' }).click();
  const log = page.getByRole('table', { name: 'Staff activity' });
  for (const action of ['Looked up a check-in code', 'Searched by name at the door', 'Checked in', 'Undid a check-in'])
    await expect(log).toContainText(action);
  expect(violations).toEqual([]);
});

test('a registrant who signs in is told the desk is for the organisers, and the API refuses them', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `walk.registrant.${unique()}@example.org`;
  await signUpAndVerify(page, email, 'Regina Registrant');
  await page.goto('/staff');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${email}, which is not a staff account.`)).toBeVisible();
  await expectNoAxeViolations(page);
  const status = await page.evaluate(async () => {
    const token = (await (await fetch('/auth/token', { method: 'POST' })).json()) as { accessToken: string };
    const answer = await fetch('/api/staff/headcounts', {
      headers: { 'x-custom-authorization': `Bearer ${token.accessToken}` },
    });
    return answer.status;
  });
  expect(status).toBe(403);
});
