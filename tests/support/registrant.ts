import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { messagesTo } from './outbox.ts';

// What a registrant does around a registration in the browser walks: solve the captcha as the widget does,
// read their mail in the local outbox, sign up and sign in at the local identity provider.

export const outbox = () => process.env.E2E_OUTBOX_DIR!;
export const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
export const PASSWORD = 'a long local password';

/** The quoted-printable soft breaks and escapes of a mail body undone, enough to find a link in it. */
export const plainBody = (message: string) =>
  message
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A captcha token for an API call made the way the form makes it (the widget's base64(JSON) payload). */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/captcha/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A registration made through the API as its form makes it (captcha solved); its regId. */
export async function createRegistration(request: APIRequestContext, path: string, data: object): Promise<string> {
  const answer = await request.post(path, { data: { ...data, gResponse: await solvedCaptcha(request) } });
  const body = (await answer.json()) as { code: number; data: { regId: string } };
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data.regId;
}

/** The first message to `email` whose body matches, waiting for it to be written. */
export async function waitForMail(email: string, containing: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () =>
        (found = messagesTo(outbox(), email)
          .map(plainBody)
          .find((body) => containing.test(body))),
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return found!;
}

/** Sign-up at the provider from the site's /signup page, then the verification link from the outbox. */
export async function signUpAndVerify(page: Page, email: string, name: string) {
  await page.goto('/signup');
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await waitForMail(email, /verify-email\?token=/);
  const link = /(https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(mail)![1]!;
  await page.goto(link);
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await signIn(page, email);
}

export async function signIn(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** WCAG 2.2 AA, as the handbook asks. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** No two landmarks of one role share a name (axe's best-practice `landmark-unique`): each can be told apart. */
export async function expectUniqueLandmarks(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
}

/**
 * Waits for every island of the page that comes alive on its own to hydrate (clicking before that is lost).
 * A new form's island waits for the visitor instead (client:interaction): whatever a walk does to it first
 * starts it, and nothing done meanwhile is lost.
 */
export async function hydrated(page: Page) {
  await expect(page.locator(`astro-island[ssr]:not(${WAITS_FOR_VISITOR})`)).toHaveCount(0);
}

const WAITS_FOR_VISITOR = '[client="interaction"]';

/** Whether the page has a form that waits for its visitor (client:interaction) before it hydrates. */
export async function waitsForVisitor(page: Page): Promise<boolean> {
  return (await page.locator(`astro-island${WAITS_FOR_VISITOR}`).count()) > 0;
}

/** Starts a form that waits for its visitor, as a first focus inside it does, and waits until it is live. */
export async function startedOn(page: Page) {
  await page.locator('form input').first().focus();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/**
 * Starts a form that waits for its visitor, and waits until what starting it set going is done: the island
 * live and its captcha, when it has one, solved. Not 'networkidle': the captcha solves in web workers loaded
 * from blob: URLs, and a worker stopped once the solution is found may never see its request finish, so the
 * network can look busy for good (a phone-width walk waited 30 s for it once).
 */
async function startedAndSettled(page: Page) {
  await startedOn(page);
  if ((await page.locator('.captcha__widget').count()) > 0) await captchaSolved(page);
}

/** Waits for the form's captcha widget to solve its challenge (it shows "Verified"). */
export async function captchaSolved(page: Page) {
  await expect(page.getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
}

/**
 * A page as a visitor meets it once everything has come in: its islands hydrated, their data loaded, and a
 * form that waits for its visitor started on, as the visitor would, and settled.
 */
export async function settledAsVisitor(page: Page) {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  if (await waitsForVisitor(page)) await startedAndSettled(page);
}
