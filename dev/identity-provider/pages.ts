import { html, trustedHtml, type SafeHtml } from './html.ts';

/** What every page needs: the branding, where "back to the site" goes, and this response's CSP nonce. */
export interface PageContext {
  siteName: string;
  siteUrl: string;
  nonce: string;
}

// The site's look (white page, navy header band, blue buttons). Every colour pair meets WCAG AA:
// #0b4f8a on white (and white on it) 8.4:1, #a3161b on white 7.5:1, #4a5263 on white 7.9:1;
// borders and focus rings stay above the 3:1 that non-text contrast asks for.
const STYLES = trustedHtml(`
:root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1a1f2b; background: #fff; line-height: 1.5; }
* { box-sizing: border-box; }
body { margin: 0; }
a { color: #0b4f8a; }
:focus-visible { outline: 3px solid #0b4f8a; outline-offset: 2px; }
.site-header { background: #0b4f8a; padding: 0.75rem 1.5rem; }
.site-header a { color: #fff; font-weight: 700; text-decoration: none; }
.site-header a:focus-visible { outline-color: #fff; }
main { padding: 2rem 1rem; }
.card { max-width: 28rem; margin: 0 auto; padding: 1.5rem; border: 1px solid #8a94a6; border-radius: 0.5rem; overflow-wrap: anywhere; }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 1rem; color: #0b4f8a; }
.field { margin-bottom: 1rem; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
input { display: block; width: 100%; font: inherit; padding: 0.5rem 0.625rem; border: 1px solid #5b6475; border-radius: 0.375rem; }
input[aria-invalid='true'] { border: 2px solid #a3161b; }
.hint { color: #4a5263; font-size: 0.9375rem; margin: 0.25rem 0 0; }
.field-error { color: #a3161b; font-weight: 600; margin: 0.25rem 0 0; }
.field-error a { color: inherit; }
.error-summary { border: 2px solid #a3161b; border-radius: 0.375rem; padding: 0.75rem 1rem; margin-bottom: 1rem; }
.error-summary h2 { font-size: 1.0625rem; margin: 0 0 0.25rem; color: #a3161b; }
.error-summary p, .error-summary ul { margin: 0; }
.error-summary a { color: #a3161b; font-weight: 600; }
.button { display: block; width: 100%; border: 2px solid transparent; border-radius: 0.375rem; background: #0b4f8a; color: #fff; font: inherit; font-weight: 600; padding: 0.625rem 1.25rem; text-align: center; text-decoration: none; cursor: pointer; }
.button:hover { background: #1e40af; }
.alternative { margin: 1.25rem 0 0; }
`);

function layout(
  page: PageContext,
  options: { title: string; hasErrors?: boolean; body: SafeHtml; script?: SafeHtml },
): string {
  // "Error: " first in the title, so a screen reader hears at once that the form came back with problems.
  const title = `${options.hasErrors ? 'Error: ' : ''}${options.title} – ${page.siteName}`;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style nonce="${page.nonce}">
          ${STYLES}
        </style>
      </head>
      <body>
        <header class="site-header"><a href="${page.siteUrl}/">${page.siteName}</a></header>
        <main>
          <div class="card">${options.body}</div>
        </main>
        ${
          options.script === undefined
            ? ''
            : html`<script nonce="${page.nonce}">
                ${options.script};
              </script>`
        }
      </body>
    </html> `.value;
}

/** A field's message, optionally with a way out shown next to it (e.g. a "Sign in" link). */
export type FieldError = string | { message: string; action: SafeHtml };

/** Messages for individual fields, plus one for the form as a whole (a wrong email or password). */
export interface FormErrors<Field extends string> {
  form?: string;
  fields?: Partial<Record<Field, FieldError>>;
}

const messageOf = (error: FieldError) => (typeof error === 'string' ? error : error.message);

const hasErrors = (errors: FormErrors<string>) =>
  errors.form !== undefined || Object.keys(errors.fields ?? {}).length > 0;

interface FieldSpec {
  id: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string;
  hint?: string;
  minLength?: number;
  error?: FieldError;
  /** Extra ids the field is described by (the form-level error). */
  describedBy?: string[];
  invalid?: boolean;
  autofocus?: boolean;
}

function field(spec: FieldSpec): SafeHtml {
  const hintId = spec.hint === undefined ? undefined : `${spec.id}-hint`;
  const errorId = spec.error === undefined ? undefined : `${spec.id}-error`;
  const describedBy = [hintId, errorId, ...(spec.describedBy ?? [])].filter((id) => id !== undefined);
  const invalid = spec.invalid === true || spec.error !== undefined;
  return html`<div class="field">
    <label for="${spec.id}">${spec.label}</label>
    <input
      id="${spec.id}"
      name="${spec.id}"
      type="${spec.type}"
      autocomplete="${spec.autocomplete}"
      required${
        spec.minLength === undefined ? '' : html` minlength="${spec.minLength}"`
      }${spec.type === 'password' ? '' : html` value="${spec.value ?? ''}"`}${
        spec.type === 'email' ? html` spellcheck="false" autocapitalize="none"` : ''
      }${describedBy.length > 0 ? html` aria-describedby="${describedBy.join(' ')}"` : ''}${
        invalid ? html` aria-invalid="true"` : ''
      }${spec.autofocus ? html` autofocus` : ''}
    />
    ${hintId === undefined ? '' : html`<p class="hint" id="${hintId}">${spec.hint}</p>`}
    ${
      spec.error === undefined
        ? ''
        : html`<p class="field-error" id="${errorId}">
            ${messageOf(spec.error)}${typeof spec.error === 'string' ? '' : html` ${spec.error.action}`}
          </p>`
    }
  </div>`;
}

/** The account's address, as every form asks it. */
const emailField = (value: string | undefined, errors: FormErrors<'email'>) =>
  ({ id: 'email', label: 'Email', type: 'email', autocomplete: 'email', value, error: errors.fields?.email }) as const;

/** At the top of a form that came back with problems: announced at once, each item leads to its field. */
function errorSummary(errors: FormErrors<string>): SafeHtml | '' {
  if (!hasErrors(errors)) return '';
  const items = Object.entries(errors.fields ?? {}).map(
    ([id, error]) => html`<li><a href="#${id}">${messageOf(error!)}</a></li>`,
  );
  return html`<div class="error-summary" role="alert">
    <h2>There is a problem</h2>
    ${errors.form === undefined ? '' : html`<p id="form-error">${errors.form}</p>`}
    ${
      items.length > 0
        ? html`<ul>
            ${items}
          </ul>`
        : ''
    }
  </div>`;
}

export type SignInField = 'email' | 'password';

export function signInPage(
  page: PageContext,
  options: { uid: string; email?: string; errors?: FormErrors<SignInField> },
): string {
  const errors = options.errors ?? {};
  const formError = errors.form === undefined ? [] : ['form-error'];
  const firstInvalid = errors.form !== undefined ? 'email' : Object.keys(errors.fields ?? {})[0];
  const body = html`<h1>Sign in</h1>
    ${errorSummary(errors)}
    <form method="post" action="/interaction/${options.uid}/sign-in" novalidate>
      ${field({
        ...emailField(options.email, errors),
        describedBy: formError,
        invalid: errors.form !== undefined,
        autofocus: firstInvalid === undefined || firstInvalid === 'email',
      })}
      ${field({
        id: 'password',
        label: 'Password',
        type: 'password',
        autocomplete: 'current-password',
        error: errors.fields?.password,
        describedBy: formError,
        invalid: errors.form !== undefined,
        autofocus: firstInvalid === 'password',
      })}
      <button class="button" type="submit">Sign in</button>
    </form>
    <p class="alternative">
      <a
        href="/interaction/${options.uid}/forgot-password${options.email ? `?email=${encodeURIComponent(options.email)}` : ''}"
        >Forgot your password?</a
      >
    </p>
    <p class="alternative">New here? <a href="/interaction/${options.uid}/sign-up">Create an account</a></p>`;
  return layout(page, { title: 'Sign in', hasErrors: hasErrors(errors), body });
}

export type SignUpField = 'name' | 'email' | 'password' | 'confirmPassword';

export type NewPasswordField = 'password' | 'confirmPassword';

/** A new password typed twice (sign-up, a reset): `label` and "Confirm <label, lower case>". */
function newPasswordFields(
  errors: FormErrors<NewPasswordField>,
  options: { label: string; autofocus: string | undefined },
): SafeHtml {
  return html`${field({
    id: 'password',
    label: options.label,
    type: 'password',
    autocomplete: 'new-password',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
    minLength: PASSWORD_MIN_LENGTH,
    error: errors.fields?.password,
    // Both are typed again after any problem (a password page never echoes one): the first of them.
    autofocus: options.autofocus === 'password' || options.autofocus === 'confirmPassword',
  })}
  ${field({
    id: 'confirmPassword',
    label: `Confirm ${options.label.toLowerCase()}`,
    type: 'password',
    autocomplete: 'new-password',
    minLength: PASSWORD_MIN_LENGTH,
    error: errors.fields?.confirmPassword,
  })}`;
}

export const PASSWORD_MIN_LENGTH = 8;

export function signUpPage(
  page: PageContext,
  options: { uid: string; name?: string; email?: string; errors?: FormErrors<SignUpField> },
): string {
  const errors = options.errors ?? {};
  const firstInvalid = Object.keys(errors.fields ?? {})[0];
  const body = html`<h1>Sign up</h1>
    ${errorSummary(errors)}
    <form method="post" action="/interaction/${options.uid}/sign-up" novalidate>
      ${field({
        id: 'name',
        label: 'Name',
        type: 'text',
        autocomplete: 'name',
        value: options.name,
        error: errors.fields?.name,
        autofocus: firstInvalid === undefined || firstInvalid === 'name',
      })}
      ${field({
        ...emailField(options.email, errors),
        autofocus: firstInvalid === 'email',
      })}
      ${newPasswordFields(errors, { label: 'Password', autofocus: firstInvalid })}
      <button class="button" type="submit">Sign up</button>
    </form>
    <p class="alternative">Already have an account? <a href="/interaction/${options.uid}/sign-in">Sign in</a></p>`;
  return layout(page, { title: 'Sign up', hasErrors: hasErrors(errors), body });
}

/** The duplicate-email message, with the way out next to it. */
export const duplicateEmailError = (uid: string): FieldError => ({
  message: 'An account with this email already exists.',
  action: html`<a href="/interaction/${uid}/sign-in">Sign in</a>`,
});

export function checkEmailPage(page: PageContext, options: { email: string }): string {
  const body = html`<h1>Check your email</h1>
    <p>We sent a link to <strong>${options.email}</strong>. Open it to verify your address, then sign in.</p>
    <p class="alternative"><a href="${page.siteUrl}/">Back to ${page.siteName}</a></p>`;
  return layout(page, { title: 'Check your email', body });
}

export function emailVerifiedPage(page: PageContext, options: { continueUrl: string }): string {
  const body = html`<h1>Email verified</h1>
    <p>Your email address is verified.</p>
    <a class="button" href="${options.continueUrl}">Continue</a>`;
  return layout(page, { title: 'Email verified', body });
}

/** A mail's link that is unknown, used or expired: a verification link, or a password reset link. */
export function linkInvalidPage(
  page: PageContext,
  options: { link?: 'verification' | 'password-reset'; signInUrl?: string } = {},
): string {
  const which =
    options.link === 'password-reset'
      ? 'A link to choose a new password works once, for 1 hour. If you have just chosen one, sign in with it; else ask for a new link from the sign-in page: "Forgot your password?".'
      : 'A verification link works once, for 24 hours. If you have already verified your address, sign in.';
  const body = html`<h1>Link not valid</h1>
    <p>This link is no longer valid.</p>
    <p>${which}</p>
    ${options.signInUrl === undefined ? '' : html`<a class="button" href="${options.signInUrl}">Sign in</a>`}
    <p class="alternative"><a href="${page.siteUrl}/">Go to ${page.siteName}</a></p>`;
  return layout(page, { title: 'Link not valid', body });
}

/** "Forgot your password?" from the sign-in form: the address to mail a link to. */
export function forgotPasswordPage(
  page: PageContext,
  options: { uid: string; email?: string; errors?: FormErrors<'email'> },
): string {
  const errors = options.errors ?? {};
  const body = html`<h1>Forgot your password?</h1>
    ${errorSummary(errors)}
    <p>Enter the email address of your account. We will email you a link to choose a new password.</p>
    <form method="post" action="/interaction/${options.uid}/forgot-password" novalidate>
      ${field({
        ...emailField(options.email, errors),
        autofocus: true,
      })}
      <button class="button" type="submit">Email me a link</button>
    </form>
    <p class="alternative"><a href="/interaction/${options.uid}/sign-in">Back to sign in</a></p>`;
  return layout(page, { title: 'Forgot your password?', hasErrors: hasErrors(errors), body });
}

/** After "Email me a link": the same words whether or not the address has an account. */
export function resetMailSentPage(page: PageContext, options: { uid: string; email: string }): string {
  const body = html`<h1>Check your email</h1>
    <p>
      If <strong>${options.email}</strong> has an account, we have emailed it a link to choose a new password. The link
      works once, for 1 hour.
    </p>
    <p>No email? Check the spam folder, or the address you typed.</p>
    <p class="alternative"><a href="/interaction/${options.uid}/sign-in">Back to sign in</a></p>`;
  return layout(page, { title: 'Check your email', body });
}

/** The reset link's form: a new password, twice. The token rides along in the form, never in a cookie. */
export function newPasswordPage(
  page: PageContext,
  options: { token: string; email: string; errors?: FormErrors<NewPasswordField> },
): string {
  const errors = options.errors ?? {};
  const firstInvalid = Object.keys(errors.fields ?? {})[0];
  const body = html`<h1>Choose a new password</h1>
    ${errorSummary(errors)}
    <p>For <strong>${options.email}</strong>.</p>
    <form method="post" action="/reset-password" novalidate>
      <input type="hidden" name="token" value="${options.token}" />
      ${newPasswordFields(errors, { label: 'New password', autofocus: firstInvalid ?? 'password' })}
      <button class="button" type="submit">Change password</button>
    </form>`;
  return layout(page, { title: 'Choose a new password', hasErrors: hasErrors(errors), body });
}

export function passwordChangedPage(page: PageContext, options: { continueUrl: string }): string {
  const body = html`<h1>Password changed</h1>
    <p>Your password has been changed. Sign in with it from now on.</p>
    <a class="button" href="${options.continueUrl}">Continue</a>`;
  return layout(page, { title: 'Password changed', body });
}

export function interactionExpiredPage(page: PageContext, options: { startAgainUrl: string }): string {
  const body = html`<h1>Page expired</h1>
    <p>This sign-in page has expired or was opened in another browser.</p>
    <a class="button" href="${options.startAgainUrl}">Start again</a>
    <p class="alternative"><a href="${page.siteUrl}/">Back to ${page.siteName}</a></p>`;
  return layout(page, { title: 'Page expired', body });
}

/**
 * The RP-initiated logout confirmation. It submits itself at once (the relying party already asked the user),
 * and without JavaScript the "Sign out" button does the same. `form` is oidc-provider's own (hidden) form
 * holding the anti-forgery token; the `logout=yes` field ends the whole provider session, not only this
 * client's part of it.
 */
export function signOutPage(page: PageContext, options: { form: SafeHtml }): string {
  const body = html`<h1>Signing out</h1>
    <p>Signing you out of ${page.siteName}…</p>
    ${options.form}
    <input type="hidden" name="logout" value="yes" form="op.logoutForm" />
    <button class="button" type="submit" form="op.logoutForm">Sign out</button>`;
  const script = trustedHtml("document.getElementById('op.logoutForm').submit()");
  return layout(page, { title: 'Signing out', body, script });
}

export function signedOutPage(page: PageContext): string {
  const body = html`<h1>Signed out</h1>
    <p>You are signed out.</p>
    <p class="alternative"><a href="${page.siteUrl}/">Back to ${page.siteName}</a></p>`;
  return layout(page, { title: 'Signed out', body });
}

export function errorPage(page: PageContext, options: { heading: string; message: string }): string {
  const body = html`<h1>${options.heading}</h1>
    <p>${options.message}</p>
    <p class="alternative"><a href="${page.siteUrl}/">Back to ${page.siteName}</a></p>`;
  return layout(page, { title: options.heading, body });
}
