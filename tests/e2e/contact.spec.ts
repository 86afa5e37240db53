import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../support/walk.ts';
import { repoRoot } from '@stem/dev/stack/paths';
import { messagesTo } from '../support/outbox.ts';
import { expectNoAxeViolations, hydrated, outbox, plainBody, unique } from '../support/registrant.ts';

// What a visitor with a question does: read the FAQ on /contact, then ask the organisers with the form below
// it; the organisers get the question (answering it answers the visitor), the visitor gets a receipt.

/** The organisers' addresses the CMS is seeded with: no page may ever show one. */
const seededAddresses = (): string[] => {
  const seed = JSON.parse(fs.readFileSync(path.join(repoRoot, 'cms', 'seed', 'collections.json'), 'utf8')) as {
    collections: Record<string, { entries: Array<{ email?: string }> }>;
  };
  return seed.collections['api::contact-recipient.contact-recipient']!.entries.map((entry) => entry.email!);
};
/** The CMS's address for the subject 'ms-reg' (Middle school registration). */
const MIDDLE_SCHOOL_ORGANISERS = 'middle-school.questions@example.org';

const WHO = ['Student/Teacher/Parent', 'Member of the media', 'University', 'Company', 'Sponsor', 'Other'];
const SUBJECTS = [
  'Scholarships',
  'Grants (Rube Goldberg challenge)',
  'High school chaperones',
  'High school registration',
  'High school day of event details',
  'Middle school registration',
  'Middle school day of event details',
  'Media coverage',
  'Sponsorship',
  'Other',
];

const form = (page: Page) => page.getByRole('form', { name: 'Contact Us' });
const who = (page: Page) => page.getByRole('combobox', { name: 'Who are you?' });
const subject = (page: Page) => page.getByRole('combobox', { name: 'Subject' });
const email = (page: Page) => page.getByRole('textbox', { name: 'Email' });
const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Question' });
const captcha = (page: Page) => page.getByRole('group', { name: 'Please confirm you are not a robot.' });
const send = (page: Page) => page.getByRole('button', { name: 'SEND QUESTION' });

/** A header of a raw message, folded lines unfolded. */
function headerOf(message: string, name: string): string | undefined {
  const head = message.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
}

async function askAsParent(page: Page, address: string, question: string) {
  await who(page).selectOption('Student/Teacher/Parent');
  await subject(page).selectOption({ label: 'Middle school registration' });
  await email(page).fill(address);
  await questionBox(page).fill(question);
}

test('a parent asks from the register page, lands on /contact-thank-you, and both mails are in the outbox', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const parent = `parent.${unique()}@example.com`;
  const question = `Can my son bring his own lunch? He has a nut allergy. (${unique()})`;

  await page.goto('/register');
  await page.getByRole('link', { name: 'contact the organisers' }).click();
  await expect(page).toHaveURL(/\/contact\/?#contact-form$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeAttached();

  // SPEC §3's options, in SPEC's order, after an empty "Select…".
  expect(await who(page).locator('option').allTextContents()).toEqual(['Select…', ...WHO]);
  expect(await subject(page).locator('option').allTextContents()).toEqual(['Select…', ...SUBJECTS]);
  await expect(questionBox(page)).toHaveAttribute('maxlength', '5000');

  await askAsParent(page, parent, question);
  await expect(captcha(page).getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
  await send(page).click();

  await expect(page).toHaveURL(/\/contact-thank-you\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You');
  await expect(page.getByText('Your questions were sent.')).toBeVisible();

  // The organisers of the subject get the question; answering it goes to the parent.
  let organisers: string | undefined;
  await expect
    .poll(() => (organisers = messagesTo(outbox(), MIDDLE_SCHOOL_ORGANISERS).find((m) => m.includes(parent))))
    .toBeTruthy();
  expect(headerOf(organisers!, 'Reply-To')).toBe(parent);
  expect(headerOf(organisers!, 'Subject')).toBe('Contact form: Middle school registration (Student/Teacher/Parent)');
  expect(plainBody(organisers!)).toContain(question);
  expect(plainBody(organisers!)).toContain('Who: Student/Teacher/Parent');

  // The parent gets a receipt, which never names the organisers' address nor repeats the question.
  const copies = () => messagesTo(outbox(), parent).filter((m) => headerOf(m, 'To') === parent);
  await expect.poll(() => copies().length).toBeGreaterThan(0);
  const [copy, ...more] = copies();
  expect(more).toHaveLength(0);
  expect(headerOf(copy!, 'Subject')).toBe('Your question to STEM Career Day: Middle school registration');
  expect(plainBody(copy!)).toContain('Thank you for your question about "Middle school registration".');
  expect(plainBody(copy!)).not.toContain(question);
  expect(copy!).not.toContain(MIDDLE_SCHOOL_ORGANISERS);
});

test('a send without a solved captcha shows ‘Please verify using reCAPTCHA.’ under the captcha', async ({ page }) => {
  // The axe run below is slow on a busy machine.
  test.setTimeout(60_000);
  // The widget cannot fetch a challenge, so it never produces a solution.
  await page.route('**/api/captcha/challenge', (route) => route.abort());
  const parent = `no.captcha.${unique()}@example.com`;
  await page.goto('/contact');
  await hydrated(page);
  await askAsParent(page, parent, 'Is there parking?');
  await send(page).click();

  await expect(captcha(page)).toContainText('Please verify using reCAPTCHA.');
  await expect(captcha(page)).toHaveAccessibleDescription('Please verify using reCAPTCHA.');
  // The focus goes to it, so a screen reader says it and the page shows it.
  await expect(captcha(page)).toBeFocused();
  await expect(page).toHaveURL(/\/contact\/?$/);
  await expect(send(page)).toBeEnabled();
  expect(messagesTo(outbox(), parent)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('a send pressed while the captcha is still at work waits for it and goes through', async ({ page }) => {
  test.setTimeout(60_000);
  // A slow network: the widget is still fetching its challenge when the visitor presses SEND QUESTION.
  await page.route('**/api/captcha/challenge', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  const parent = `quick.sender.${unique()}@example.com`;
  await page.goto('/contact');
  await hydrated(page);
  await askAsParent(page, parent, 'Is there parking?');
  await expect(captcha(page).getByText('Verified', { exact: true })).toHaveCount(0);
  await send(page).click();
  // Before: 'Please verify using reCAPTCHA.' flashed, vanished once the widget finished, and nothing was sent.
  await expect(page).toHaveURL(/\/contact-thank-you\/?$/, { timeout: 20_000 });
  await expect.poll(() => messagesTo(outbox(), parent).length).toBeGreaterThan(0);
});

test('a solution the server refuses (-4) is said under the captcha until the visitor verifies again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const parent = `refused.captcha.${unique()}@example.com`;
  await page.goto('/contact');
  await hydrated(page);
  await askAsParent(page, parent, 'Is there parking?');
  await expect(captcha(page).getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
  // The first send carries a solution the server cannot accept, as a replayed or tampered one.
  let refused = false;
  await page.route('**/api/send-question', async (route) => {
    if (refused) return route.continue();
    refused = true;
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, gResponse: 'bm90IGEgc29sdXRpb24=' }) });
  });
  await send(page).click();
  await expect(captcha(page)).toContainText('Please verify using reCAPTCHA.');
  await expect(captcha(page)).toBeFocused();

  // The fresh widget waits for the visitor's tick, and the message stays beside it until then.
  const tick = captcha(page).getByRole('checkbox');
  await expect(tick).toBeVisible();
  await expect(tick).not.toBeChecked();
  await expect(captcha(page)).toContainText('Please verify using reCAPTCHA.');
  await expect(page).toHaveURL(/\/contact\/?(#contact-form)?$/);
  // What a person clicks: the label beside the box (the box's own drawing lies over it).
  await captcha(page).getByText("I'm not a robot", { exact: true }).click();
  await expect(captcha(page).getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(captcha(page)).not.toContainText('Please verify using reCAPTCHA.');
  await send(page).click();
  await expect(page).toHaveURL(/\/contact-thank-you\/?$/);
});

test('a send the server refuses without naming a field gives focus back to SEND QUESTION', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/contact');
  await hydrated(page);
  await askAsParent(page, `refused.send.${unique()}@example.com`, 'Is there parking?');
  await expect(captcha(page).getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
  // Reached by keyboard, the captcha's box has the site's ring, clear of its "Verified" (qa27c).
  await send(page).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(captcha(page).getByRole('checkbox')).toBeFocused();
  await expect(captcha(page).getByRole('checkbox')).toHaveCSS('outline', 'rgb(11, 79, 138) solid 3px');
  // The server's own refusal of a body it cannot read (415): no field to point at. It is slow to answer.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/send-question', async (route) => {
    await answered;
    await route.continue({ headers: { ...route.request().headers(), 'content-type': 'text/plain' } });
  });
  await send(page).focus();
  await page.keyboard.press('Enter');
  // Meanwhile the form's status says it is being sent (qa27c: the disabled button's words were never heard).
  await expect(form(page).getByRole('status')).toHaveText('Submitting…');
  answer();
  await expect(form(page).getByRole('status')).toContainText('Sorry! Something went wrong.');
  // Disabled while it sent, the button had lost focus to the page: a keyboard user presses it again.
  await expect(send(page)).toBeFocused();
});

test('a long question counts down its last characters and says when the limit is reached', async ({ page }) => {
  await page.goto('/contact');
  await hydrated(page);
  const count = form(page).locator('.field__count');

  await questionBox(page).fill('a'.repeat(4_400));
  await expect(count).toHaveCount(0);
  await questionBox(page).fill('a'.repeat(4_600));
  await expect(count).toHaveText('400 characters left.');
  await questionBox(page).fill('a'.repeat(5_000));
  await expect(count).toHaveText('You have reached the limit of 5,000 characters.');
  // A screen reader hears the count once the typing pauses.
  await expect(form(page).locator('[aria-live="polite"]', { hasText: 'limit of 5,000' })).toBeAttached();
  await questionBox(page).fill('A short question.');
  await expect(count).toHaveCount(0);
});

test('an empty send names every required field and moves focus to the first', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/contact');
  await hydrated(page);
  await send(page).click();
  await expect(form(page).getByText('Please check all required fields')).toBeVisible();
  for (const field of [who(page), subject(page), email(page)]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/This field is required/);
  }
  await expect(questionBox(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(who(page)).toBeFocused();

  await email(page).fill('not-an-address');
  await send(page).click();
  await expect(email(page)).toHaveAccessibleDescription(/Address is not valid/);
  await expectNoAxeViolations(page);
});

test('?accordionId= still opens the named answer, with the form below the FAQ', async ({ page }) => {
  await page.goto('/contact?accordionId=ms-allergies-and-accommodations');
  await hydrated(page);
  const opened = page.locator('details[open]');
  await expect(opened).toHaveCount(1);
  await expect(opened).toHaveAttribute('id', 'ms-allergies-and-accommodations');
  await expect(opened.locator('summary')).toBeFocused();
  // Both sections have the same titles: the focused one says which day it is about.
  await expect(opened.locator('summary')).toHaveAccessibleName(/^\S.*\S, middle school$/);
  const faqBottom = await page
    .locator('.faq-section')
    .last()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const formTop = await form(page).evaluate((el) => el.getBoundingClientRect().top);
  expect(formTop).toBeGreaterThan(faqBottom);
});

/** A page and every script it loads, the islands' chunks and what they import, as text. */
async function pageWithScripts(request: APIRequestContext, route: string): Promise<string[]> {
  const html = await (await request.get(route)).text();
  const SCRIPT = /["'`]((?:\.{1,2}\/|\/_astro\/)[^"'`]+\.js)["'`]/g;
  const seen = new Set<string>();
  const queue = [...html.matchAll(SCRIPT)].map((match) => new URL(match[1]!, `http://site${route}`).pathname);
  const bodies = [html];
  while (queue.length > 0) {
    const script = queue.shift()!;
    if (seen.has(script)) continue;
    seen.add(script);
    const text = await (await request.get(script)).text();
    bodies.push(text);
    for (const match of text.matchAll(SCRIPT)) queue.push(new URL(match[1]!, `http://site${script}`).pathname);
  }
  expect(seen.size, `${route} loads its scripts`).toBeGreaterThan(route === '/contact' ? 2 : 0);
  return bodies;
}

test('no page or script shows an organisers’ address', async ({ request }) => {
  const addresses = seededAddresses();
  expect(addresses).toContain(MIDDLE_SCHOOL_ORGANISERS);
  for (const route of ['/contact', '/contact-thank-you', '/register']) {
    const bodies = await pageWithScripts(request, route);
    for (const address of addresses) {
      for (const body of bodies) expect(body, `${route} shows ${address}`).not.toContain(address);
    }
  }
});
