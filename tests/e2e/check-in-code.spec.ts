import fs from 'node:fs';
import { expect, test } from '../support/walk.ts';
import { leafParts, parseEml } from '@stem/registration-api/test-support/parse-eml';
import { hsChaperone, msIndividual } from '@stem/registration-api/test-support/student-fixtures';
import { messagesTo } from '../support/outbox.ts';
import {
  createRegistration as create,
  expectNoAxeViolations,
  hydrated,
  outbox,
  signUpAndVerify,
  unique,
  waitForMail,
} from '../support/registrant.ts';

// The morning of the career day, the confirmation mail is nowhere to be found: the student logs in, opens
// View/Edit My Registrations and shows the check-in code from there, the very QR code of the confirmation.
// It fits a phone's screen, passes axe, and Close goes back to the button.

test('a student who lost the confirmation shows its check-in code from View/Edit My Registrations', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const student = `code.${unique()}@example.org`;
  await create(request, '/api/ms-ind-reg', msIndividual(student));

  await signUpAndVerify(page, student, 'Ada Lovelace');
  await expect(page).toHaveURL(/\/multiple\/?$/);
  await hydrated(page);
  const select = page.getByRole('combobox', { name: 'Registration' });
  const button = page.getByRole('button', { name: 'Check-in Code' });

  // Edit, Check-in Code and Cancel Registration fit a phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('chooser-390.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The one registration there is: nothing to select first, on a morning in a hurry.
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Check-in Code' });
  const code = dialog.getByRole('img', { name: 'Check-in QR code for Ada Lovelace (Middle school student)' });
  await expect(code).toBeVisible();
  await expect(dialog).toContainText('Show this code at the check-in desk on the day');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  // The same code as the confirmation's: the PNG attached to the mail, byte for byte.
  await waitForMail(student, /check-in-qr-ada-lovelace\.png/);
  const mail = messagesTo(outbox(), student).find((raw) => /check-in-qr-[a-z-]+\.png/.test(raw))!;
  const attached = leafParts(parseEml(mail)).find((part) => part.type === 'image/png')!;
  const shown = (await code.getAttribute('src'))!.replace(/^data:image\/png;base64,/, '');
  expect(Buffer.from(shown, 'base64').equals(attached.bytes)).toBe(true);
  await expectNoAxeViolations(page);
  // Kept on the phone under the attachment's name, which says whose code it is.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Save the code' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('check-in-qr-ada-lovelace.png');
  expect(fs.readFileSync((await download.path())!).equals(attached.bytes)).toBe(true);

  // Big enough to be read off the screen, and inside a phone's.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const box = (await code.boundingBox())!;
    expect(box.width, `the code at ${width}px`).toBeGreaterThanOrEqual(250);
    expect(box.x + box.width, `the code at ${width}px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`check-in-code-${width}.png`) });
  }

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // With two registrations, which one is asked for first.
  await create(request, '/api/hs-chaperone-reg', { ...hsChaperone(student), firstName: 'Ada', lastName: 'Lovelace' });
  await page.reload();
  await hydrated(page);
  await button.click();
  await expect(select).toHaveAccessibleDescription(/Please, select registration to show its check-in code/);
  await expect(dialog).toBeHidden();
});
