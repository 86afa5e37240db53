import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '../support/walk.ts';
import { compoundFile, docx, pdf, png } from '@stem/registration-api/test-support/file-fixtures';
import { answer, pickFirst, submitWhenCaptchaSolved } from '../support/forms.ts';
import { expectNoAxeViolations, hydrated, signUpAndVerify, unique, waitForMail } from '../support/registrant.ts';

// What an Ohio senior does: from /scholarships, Learn More & Apply, Apply Now; fill in the seven sections
// with three activities (the third deleted with YES), the three required files and an essay; read the
// thank-you page and the confirmation listing the files; sign up, open the application, replace the score
// report and update the essay.

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const SUBMIT = 'SUBMIT APPLICATION';

async function fillActivity(row: Locator, title: string, position: string) {
  await textbox(row, 'Activity').fill(title);
  await textbox(row, 'Position Held').fill(position);
  await row.getByRole('checkbox', { name: '12', exact: true }).check();
}

test('a senior applies with three activities (one deleted) and the three required files, one failing to upload; the edit asks for it, adds it, replaces another and updates the essay', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `senior.${unique()}@example.org`;

  await page.goto('/scholarships');
  await page.getByRole('link', { name: /Learn More & Apply/ }).click();
  await expect(page).toHaveURL(/\/scholarship-details\/?$/);
  await page.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/scholarship-application-new\/?$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scholarship Application');
  // Each list starts with one blank row, without a delete icon.
  await expect(page.getByRole('group', { name: /^Activity 1/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete Activity/ })).toHaveCount(0);

  // An empty submit: the rules say so on their fields.
  await page.getByRole('button', { name: SUBMIT }).click();
  // The first touch loads the form's rules (a busy machine takes a while).
  await expect(page.getByText('Please check all required fields')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Check at least one scholarship type')).toBeVisible();
  for (const name of ['SAT or ACT Score Report', 'Letter of Acceptance', 'Recommendation Letter']) {
    await expect(page.getByLabel(name), name).toHaveAttribute('aria-invalid', 'true');
  }
  await expectNoAxeViolations(page);

  // A row added after the failed submit waits for the next one: no error under fields nothing was typed in
  // yet, while the row still wrong keeps its errors. The list is checked again as the row is added (the
  // rules are loaded by now); the pause lets that check land before looking.
  const universities = (n: number) => page.getByRole('group', { name: new RegExp(`^University ${n}`) });
  await page.getByRole('button', { name: 'Add university' }).click();
  await expect(textbox(universities(2), 'University')).toBeFocused();
  await page.waitForTimeout(500);
  await expect(textbox(universities(1), 'University')).toHaveAttribute('aria-invalid', 'true');
  await expect(universities(1).getByText('This field is required')).toHaveCount(2);
  await expect(textbox(universities(2), 'University')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(universities(2).getByText('This field is required')).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete University 2' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
  await expect(universities(2)).toHaveCount(0);

  // 1-2.
  // Its boxes cannot say the question must be answered: the group's name says it to a screen reader.
  await expect(page.getByRole('group', { name: 'Which scholarships are you applying for? (required)' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Engineering: essay only' }).check();
  await textbox(page, 'First Name').fill('Grace');
  await textbox(page, 'Last Name').fill('Hopper');
  await textbox(page, 'Middle Initial').fill('B');
  await textbox(page, 'Date of Birth').fill('04/12/2008');
  await textbox(page, 'Street Address').fill('12 Main Street');
  await textbox(page, 'City').fill('Akron');
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption({ label: 'Ohio' });
  await textbox(page, 'ZIP Code').fill('44325');
  await textbox(page, 'Email').fill(email);
  // An email field, as on every other form: a phone's keyboard offers @, and autofill offers the address.
  await expect(textbox(page, 'Email')).toHaveAttribute('type', 'email');

  // 3. The other school's name is enabled only for Other.
  await expect(textbox(page, 'Other School Name')).toBeDisabled();
  await pickFirst(page, 'High School');
  await textbox(page, 'School Street Address').fill('470 Castle Blvd');
  await textbox(page, 'School City').fill('Akron');
  await page.getByRole('combobox', { name: 'School State' }).selectOption({ label: 'Ohio' });
  await textbox(page, 'School ZIP Code').fill('44313');
  await textbox(page, 'Years Attended: From').fill('2022');
  await textbox(page, 'Years Attended: To').fill('2026');
  // A GPA under the criteria's 3.0 is said as it is typed, not refused: the committee decides.
  const gpa = textbox(page, 'Grade Point Average (4.0 scale)');
  const belowMinimum = page.getByText('The scholarships are for a GPA of 3.0 or higher', { exact: false });
  await gpa.fill('2.7');
  // Shown under the field at once (the field does not move as it is typed into), and spoken after a pause.
  await expect(belowMinimum.first()).toBeVisible();
  await expect(gpa).toHaveAccessibleDescription(/e\.g\. 3\.75 The scholarships are for a GPA of 3\.0 or higher/);
  await expect(page.locator('[aria-live="polite"]', { hasText: 'GPA of 3.0 or higher' })).toHaveCount(1);
  await gpa.fill('3.85');
  await expect(belowMinimum).toHaveCount(0);
  await expect(gpa).toHaveAccessibleDescription('e.g. 3.75');

  // Three activities; the third is deleted after YES (NO first keeps it).
  await fillActivity(page.getByRole('group', { name: /^Activity 1/ }), 'Robotics club', 'Captain');
  await page.getByRole('button', { name: 'Add activity' }).click();
  await expect(textbox(page.getByRole('group', { name: /^Activity 2/ }), 'Activity')).toBeFocused();
  // The row's group is named by its label, not also by the Delete button beside it.
  await expect(page.getByRole('group', { name: 'Activity 2', exact: true })).toHaveCount(1);
  await fillActivity(page.getByRole('group', { name: /^Activity 2/ }), 'Math league', 'Member');
  await page.getByRole('button', { name: 'Add activity' }).click();
  await fillActivity(page.getByRole('group', { name: /^Activity 3/ }), 'Chess club', 'Member');
  await page.getByRole('button', { name: 'Delete Activity 3' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Activity 3' });
  // The question names the row by what was typed in it.
  await expect(dialog).toContainText('Delete this row (“Chess club”) and everything typed in it?');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'NO' }).click();
  await expect(page.getByRole('group', { name: /^Activity \d/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Delete Activity 3' }).click();
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByRole('group', { name: /^Activity \d/ })).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: 'Activity 3 was deleted.' })).toBeAttached();
  await expect(textbox(page.getByRole('group', { name: /^Activity 2/ }), 'Activity')).toHaveValue('Math league');

  // 4. A university, the program and two files.
  const university = page.getByRole('group', { name: /^University 1/ });
  await textbox(university, 'University').fill('The University of Akron');
  await answer(university, /Accepted/, 'Yes');
  await textbox(page, 'Program of Study').fill('Computer Engineering');
  await page.getByLabel('SAT or ACT Score Report').setInputFiles({
    name: 'sat-scores.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(),
  });
  await page.getByLabel('Letter of Acceptance').setInputFiles({
    name: 'acceptance.png',
    mimeType: 'image/png',
    buffer: png(),
  });

  // 5-7.
  await answer(page, /Are you currently employed/, 'No');
  const essay = textbox(page, 'Essay');
  // Past the 1,000 words the counter stays at 0 and says how many to cut.
  await essay.fill(Array.from({ length: 1003 }, () => 'word').join(' '));
  await expect(essay).toHaveAccessibleDescription(/0 words left\. 3 words too many: please shorten the essay\./);
  await essay.fill('Engineering is how I want to help my town.');
  await expect(essay).toHaveAccessibleDescription(/991 words left/);
  // The creative fund asks for the (optional) creative component: a word under it, gone once a link is typed.
  const creativeFund = page.getByRole('checkbox', { name: 'Engineering: creative component and essay' });
  const askedFor = page.getByText('please add your creative component, as a file or a video link');
  await creativeFund.check();
  await expect(askedFor).toBeVisible();
  await textbox(page, 'Creative Component Video Link').fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(askedFor).toHaveCount(0);
  await textbox(page, 'Creative Component Video Link').fill('');
  await creativeFund.uncheck();
  await expect(askedFor).toHaveCount(0);
  await page.getByLabel('Recommendation Letter').setInputFiles({
    name: 'recommendation.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: docx(),
  });
  const signature = page.getByRole('region', { name: '7. Electronic Signature' });
  await textbox(signature, 'Electronic Signature').fill('Grace B Hopper');
  await expect(textbox(signature, 'Date')).toHaveAttribute('readonly', '');

  // The acceptance letter's upload fails (a dropped connection) after the application is stored.
  await page.route('**/api/files', (route) =>
    route.request().postDataBuffer()?.includes('LETTEROFACCEPTANCE') ? route.abort() : route.continue(),
  );
  await submitWhenCaptchaSolved(page, SUBMIT);
  await expect(page).toHaveURL(/\/thank-you\/?\?regType=SCHOLARSHIP&regId=[\w-]+&filesUploaded=false/, {
    timeout: 30_000,
  });
  await page.unroute('**/api/files');
  await expect(page.getByText('Thank you for applying for a scholarship!')).toBeVisible();
  // The page names the file that did not arrive.
  await expect(page.getByText('This file could not be uploaded: Letter of Acceptance.')).toBeVisible();
  const regId = new URL(page.url()).searchParams.get('regId')!;

  const confirmation = await waitForMail(email, /scholarship/i);
  expect(confirmation).toContain('- Engineering: essay only');
  expect(confirmation).toContain('- SAT or ACT Score Report: sat-scores.pdf');
  expect(confirmation).toContain('- Recommendation Letter: recommendation.docx');
  expect(confirmation).toContain('- Creative Component (optional)');

  // The applicant signs up with that email and opens the application.
  await signUpAndVerify(page, email, 'Grace Hopper');
  await expect(page).toHaveURL(/\/multiple\/?$/);
  await page
    .getByRole('combobox', { name: 'Registration' })
    .selectOption({ label: 'Grace Hopper (Scholarship application)' });
  // Nobody comes to a career day on an application: it has no check-in code to show.
  await expect(page.getByRole('button', { name: 'Check-in Code' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/scholarship-application-edit/?\\?regId=${regId}$`));
  await expect(textbox(page, 'City')).toHaveValue('Akron');
  // Whose it is, in the page's own word (an application, not a registration).
  await expect(
    page.getByText(`This application belongs to ${email}, the email address you log in with.`),
  ).toBeVisible();
  await expect(page.getByText('Current file: sat-scores.pdf')).toBeVisible();
  // The applicant can open what they sent: the stored file's name downloads it, as it was uploaded.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download sat-scores.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('sat-scores.pdf');
  expect(fs.readFileSync(await download.path())).toEqual(pdf());
  // The letter that failed is asked for where it can be added.
  await expect(page.getByText('We have not received this file yet. Please add it.')).toHaveCount(1);
  await expect(page.getByRole('group', { name: /^Activity \d/ })).toHaveCount(2);
  // An empty list (awards) loads with one blank row.
  await expect(page.getByRole('group', { name: /^Honor or Award 1/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // A file of the wrong type alone keeps the form, and it says so on the field and as a whole.
  await page.getByLabel('SAT or ACT Score Report').setInputFiles({
    name: 'act-scores.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await page.getByRole('button', { name: 'UPDATE APPLICATION' }).click();
  await expect(page.getByText('Please check all required fields')).toBeVisible();
  await expect(page.getByLabel('SAT or ACT Score Report')).toHaveAccessibleDescription(/Unsupported file type/);
  // A phone's photo saved under a PDF's name is refused on choice, by its first bytes, before anything is sent.
  await page.getByLabel('Letter of Acceptance').setInputFiles({
    name: 'acceptance.pdf',
    mimeType: 'application/pdf',
    buffer: png(),
  });
  await expect(page.getByLabel('Letter of Acceptance')).toHaveAccessibleDescription(/Unsupported file type/);
  // A spreadsheet saved as a Word document opens like one: only the API can tell, and the field says why it
  // refused it, not "please try again".
  await page.getByLabel('SAT or ACT Score Report').setInputFiles({
    name: 'act-scores.doc',
    mimeType: 'application/msword',
    buffer: compoundFile('Workbook'),
  });
  await expect(page.getByLabel('SAT or ACT Score Report')).not.toHaveAccessibleDescription(/Unsupported file type/);
  await page.getByLabel('Letter of Acceptance').setInputFiles([]);
  await page.getByRole('button', { name: 'UPDATE APPLICATION' }).click();
  await expect(page.getByLabel('SAT or ACT Score Report')).toHaveAccessibleDescription(/Unsupported file type/);
  await expect(page.getByText("File hasn't been updated")).toHaveCount(0);

  // Replace the score report, add the missing letter and update the essay.
  await page.getByLabel('SAT or ACT Score Report').setInputFiles({
    name: 'act-scores.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(),
  });
  await page.getByLabel('Letter of Acceptance').setInputFiles({
    name: 'akron-acceptance.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(),
  });
  await textbox(page, 'Essay').fill('Engineering is how I want to help my town and my family.');
  await page.getByRole('button', { name: 'UPDATE APPLICATION' }).click();
  await expect(page).toHaveURL(new RegExp(`/thank-you/?\\?regType=SCHOLARSHIP&regId=${regId}&updated=true$`), {
    timeout: 30_000,
  });

  await page.goto(`/scholarship-application-edit?regId=${regId}`);
  await expect(textbox(page, 'Essay')).toHaveValue('Engineering is how I want to help my town and my family.');
  await expect(page.getByText('Current file: act-scores.pdf')).toBeVisible();
  await expect(page.getByText('Current file: akron-acceptance.pdf')).toBeVisible();
  await expect(page.getByText('We have not received this file yet.')).toHaveCount(0);
});
