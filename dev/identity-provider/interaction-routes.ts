import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type Interaction, type InteractionResults, type Provider } from 'oidc-provider';
import { DuplicateEmailError, type AccountStore } from './account-store.ts';
import type { Outbox } from './outbox.ts';
import {
  checkEmailPage,
  duplicateEmailError,
  emailVerifiedPage,
  errorPage,
  forgotPasswordPage,
  interactionExpiredPage,
  linkInvalidPage,
  newPasswordPage,
  passwordChangedPage,
  PASSWORD_MIN_LENGTH,
  resetMailSentPage,
  signInPage,
  signUpPage,
  type FormErrors,
  type NewPasswordField,
  type PageContext,
  type SignUpField,
} from './pages.ts';
import { cspNonceFor } from './security-headers.ts';

export interface InteractionRoutesOptions {
  provider: Provider;
  accounts: AccountStore;
  outbox: Outbox;
  issuer: string;
  siteName: string;
  siteUrl: string;
  /** The client's `initiate_login_uri`: where "Continue" and "Start again" send the user. */
  initiateLoginUri: string;
}

/** Handles the request when it is one of ours (true), or leaves it to oidc-provider (false). */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(sign-in|sign-up|forgot-password))?$/;
const FORM_BODY_LIMIT = 16 * 1024;
// Generous, but bounded: every sign-in runs scrypt over the password.
const PASSWORD_MAX_LENGTH = 1024;
const NAME_MAX_LENGTH = 200;
const EMAIL_MAX_LENGTH = 254;
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

function send(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // Forms tied to one interaction, and pages naming an email address: nothing for a cache to keep.
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/** The urlencoded body of a form post, at most 16 KiB. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    throw new HttpError(415, 'The form was sent in a format this page does not read.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_BODY_LIMIT) throw new HttpError(413, 'The form was too large.');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The new password's problems, for sign-up and for a reset: length, and the two typings the same. */
function newPasswordErrors(password: string, confirmPassword: string): Partial<Record<NewPasswordField, string>> {
  const fields: Partial<Record<NewPasswordField, string>> = {};
  if (password === '') fields.password = 'Password is required.';
  else if (password.length < PASSWORD_MIN_LENGTH)
    fields.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  else if (password.length > PASSWORD_MAX_LENGTH)
    fields.password = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (confirmPassword === '') fields.confirmPassword = 'Confirm password is required.';
  else if (password !== '' && confirmPassword !== password) fields.confirmPassword = 'Passwords do not match.';
  return fields;
}

/** An email address's problem, or undefined. */
function emailError(email: string): string | undefined {
  if (email === '') return 'Email is required.';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_FORMAT.test(email))
    return 'Enter an email address like name@example.org.';
  return undefined;
}

const requestedPrompts = (interaction: Interaction) => new Set(String(interaction.params.prompt ?? '').split(' '));

/**
 * The provider's own pages: the interaction (sign-in / sign-up) at `/interaction/:uid`, and the link from the
 * verification mail at `/verify-email`. Forms post back to `/interaction/:uid/sign-in|sign-up`; the interaction
 * cookie oidc-provider set (SameSite=Lax, bound to the uid) is what ties a post to its interaction, so a
 * cross-site post finds no interaction and changes nothing.
 */
export function createInteractionRoutes(options: InteractionRoutesOptions): RouteHandler {
  const { provider, accounts, outbox, issuer } = options;
  const pageFor = (req: IncomingMessage): PageContext => ({
    siteName: options.siteName,
    siteUrl: options.siteUrl,
    nonce: cspNonceFor(req),
  });

  /** The interaction the browser's cookie names, when it is the one in the path and still alive. */
  async function interactionFor(req: IncomingMessage, res: ServerResponse, uid: string): Promise<Interaction | null> {
    try {
      const interaction = await provider.interactionDetails(req, res);
      return interaction.uid === uid ? interaction : null;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return null;
      throw error;
    }
  }

  async function showInteraction(req: IncomingMessage, res: ServerResponse, interaction: Interaction, view?: string) {
    const page = pageFor(req);
    const { uid, prompt } = interaction;
    if (view === 'forgot-password') {
      // The address typed on the sign-in page before (its link carries it), else the client's hint.
      const typed = new URL(req.url ?? '/', issuer).searchParams.get('email');
      const loginHint = interaction.params.login_hint;
      const email = typed ?? (typeof loginHint === 'string' ? loginHint : undefined);
      send(res, 200, forgotPasswordPage(page, { uid, email: email?.slice(0, EMAIL_MAX_LENGTH) }));
      return;
    }
    if (view === 'sign-up' || (view === undefined && prompt.name === 'create')) {
      send(res, 200, signUpPage(page, { uid }));
      return;
    }
    if (view === 'sign-in' || prompt.name === 'login') {
      const loginHint = interaction.params.login_hint;
      send(res, 200, signInPage(page, { uid, email: typeof loginHint === 'string' ? loginHint : undefined }));
      return;
    }
    if (prompt.name === 'consent') {
      // Only reached when the client itself asked for prompt=consent: a first-party client never shows a
      // consent screen, and `loadExistingGrant` grants the requested scopes on the way back.
      await provider.interactionFinished(req, res, { consent: {} }, { mergeWithLastSubmission: true });
      return;
    }
    send(
      res,
      400,
      errorPage(page, { heading: 'Something went wrong', message: 'This sign-in step is not supported.' }),
    );
  }

  async function signIn(req: IncomingMessage, res: ServerResponse, interaction: Interaction) {
    const form = await readForm(req);
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    const fields: FormErrors<'email' | 'password'>['fields'] = {};
    if (email === '') fields.email = 'Email is required.';
    if (password === '') fields.password = 'Password is required.';
    const account =
      Object.keys(fields).length === 0 && password.length <= PASSWORD_MAX_LENGTH && email.length <= EMAIL_MAX_LENGTH
        ? await accounts.checkPassword(email, password)
        : null;
    if (!account) {
      // One message for an unknown email and a wrong password: the form must not tell which addresses exist.
      const errors = Object.keys(fields).length > 0 ? { fields } : { form: 'Email or password is incorrect.' };
      send(res, 400, signInPage(pageFor(req), { uid: interaction.uid, email, errors }));
      return;
    }
    // Not remembered: the provider's session cookie ends with the browser, as the site's does (a library
    // computer closed without signing out signs nobody in for the next person).
    const result: InteractionResults = { login: { accountId: account.sub, remember: false } };
    // Signing in from the sign-up form resolves the `create` prompt as well, else the provider would ask again.
    if (requestedPrompts(interaction).has('create')) result.create = { signedInInstead: true };
    // Consent is not asked: `loadExistingGrant` grants this first-party client its scopes on the way back.
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  async function signUp(req: IncomingMessage, res: ServerResponse, interaction: Interaction) {
    const form = await readForm(req);
    const name = (form.get('name') ?? '').trim();
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    const confirmPassword = form.get('confirmPassword') ?? '';
    const fields: FormErrors<SignUpField>['fields'] = {};
    if (name === '') fields.name = 'Name is required.';
    else if (name.length > NAME_MAX_LENGTH) fields.name = `Name must be at most ${NAME_MAX_LENGTH} characters.`;
    const badEmail = emailError(email);
    if (badEmail !== undefined) fields.email = badEmail;
    Object.assign(fields, newPasswordErrors(password, confirmPassword));

    const page = pageFor(req);
    const { uid } = interaction;
    if (Object.keys(fields).length > 0) {
      send(res, 400, signUpPage(page, { uid, name, email, errors: { fields } }));
      return;
    }
    let account;
    try {
      account = await accounts.create({ email, name, password, emailVerified: false });
    } catch (error) {
      if (!(error instanceof DuplicateEmailError)) throw error;
      send(res, 400, signUpPage(page, { uid, name, email, errors: { fields: { email: duplicateEmailError(uid) } } }));
      return;
    }
    const token = accounts.issueVerificationToken(account.sub);
    const link = `${issuer}/verify-email?token=${token}`;
    await outbox.send({
      to: account.email,
      subject: `Verify your email address for ${options.siteName}`,
      text: [
        `Hello ${account.name},`,
        '',
        `Please confirm that ${account.email} is your email address by opening this link:`,
        '',
        link,
        '',
        'The link works once, for 24 hours. Then sign in with your email address and password.',
        '',
        `If you did not create an account for ${options.siteName}, ignore this email.`,
        '',
      ].join('\n'),
    });
    // The interaction stays open on purpose: the user comes back through the link, then signs in.
    send(res, 200, checkEmailPage(page, { email: account.email }));
  }

  /**
   * "Forgot your password?": mails a link to choose a new one when the address has an account, and says the
   * same either way, so the form does not tell which addresses have accounts.
   */
  async function forgotPassword(req: IncomingMessage, res: ServerResponse, interaction: Interaction) {
    const form = await readForm(req);
    const email = (form.get('email') ?? '').trim();
    const page = pageFor(req);
    const { uid } = interaction;
    const badEmail = emailError(email);
    if (badEmail !== undefined) {
      send(res, 400, forgotPasswordPage(page, { uid, email, errors: { fields: { email: badEmail } } }));
      return;
    }
    const account = accounts.findByEmail(email);
    if (account) {
      const link = `${issuer}/reset-password?token=${accounts.issuePasswordResetToken(account.sub)}`;
      await outbox.send({
        to: account.email,
        subject: `Choose a new password for ${options.siteName}`,
        text: [
          `Hello ${account.name},`,
          '',
          `We were asked to let you choose a new password for ${account.email}. Open this link to choose it:`,
          '',
          link,
          '',
          'The link works once, for 1 hour. Your password stays as it is until you choose a new one.',
          '',
          'If you did not ask for it, ignore this email.',
          '',
        ].join('\n'),
      });
    }
    send(res, 200, resetMailSentPage(page, { uid, email }));
  }

  /** The reset link: its form (GET), then the new password (POST, the token in the form). */
  async function resetPassword(req: IncomingMessage, res: ServerResponse, url: URL) {
    const page = pageFor(req);
    const form = req.method === 'POST' ? await readForm(req) : url.searchParams;
    const token = form.get('token') ?? '';
    const account = accounts.passwordResetAccount(token);
    if (!account) {
      send(res, 400, linkInvalidPage(page, { link: 'password-reset', signInUrl: continueUrl() }));
      return;
    }
    if (req.method !== 'POST') {
      send(res, 200, newPasswordPage(page, { token, email: account.email }));
      return;
    }
    const fields = newPasswordErrors(form.get('password') ?? '', form.get('confirmPassword') ?? '');
    if (Object.keys(fields).length > 0) {
      send(res, 400, newPasswordPage(page, { token, email: account.email, errors: { fields } }));
      return;
    }
    if (!(await accounts.resetPassword(token, form.get('password')!))) {
      // Used meanwhile (the same link sent from two tabs).
      send(res, 400, linkInvalidPage(page, { link: 'password-reset', signInUrl: continueUrl() }));
      return;
    }
    send(res, 200, passwordChangedPage(page, { continueUrl: continueUrl() }));
  }

  /** "Continue" after a mail's link: the site's log-in, back to the visitor's registrations. */
  function continueUrl(): string {
    const url = new URL(options.initiateLoginUri);
    url.searchParams.set('returnTo', '/multiple');
    return url.href;
  }

  function verifyEmail(req: IncomingMessage, res: ServerResponse, url: URL) {
    const page = pageFor(req);
    const account = accounts.verifyEmail(url.searchParams.get('token') ?? '');
    if (!account) {
      send(res, 400, linkInvalidPage(page));
      return;
    }
    send(res, 200, emailVerifiedPage(page, { continueUrl: continueUrl() }));
  }

  function methodNotAllowed(req: IncomingMessage, res: ServerResponse, allow: string) {
    res.setHeader('Allow', allow);
    send(
      res,
      405,
      errorPage(pageFor(req), { heading: 'Something went wrong', message: 'This page cannot be used that way.' }),
    );
  }

  return async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/verify-email') {
      if (req.method === 'GET') verifyEmail(req, res, url);
      else methodNotAllowed(req, res, 'GET');
      return true;
    }
    if (url.pathname === '/reset-password') {
      try {
        if (req.method === 'GET' || req.method === 'POST') await resetPassword(req, res, url);
        else methodNotAllowed(req, res, 'GET, POST');
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        send(res, error.status, errorPage(pageFor(req), { heading: 'Something went wrong', message: error.message }));
      }
      return true;
    }
    const match = INTERACTION_PATH.exec(url.pathname);
    if (!match) return false;
    const [, uid, action] = match as unknown as [string, string, 'sign-in' | 'sign-up' | 'forgot-password' | undefined];
    const isPost = req.method === 'POST';
    if (req.method !== 'GET' && !(isPost && action !== undefined)) {
      methodNotAllowed(req, res, action === undefined ? 'GET' : 'GET, POST');
      return true;
    }
    try {
      const interaction = await interactionFor(req, res, uid);
      if (!interaction) {
        send(res, 400, interactionExpiredPage(pageFor(req), { startAgainUrl: options.initiateLoginUri }));
      } else if (!isPost) {
        await showInteraction(req, res, interaction, action);
      } else if (action === 'sign-in') {
        await signIn(req, res, interaction);
      } else if (action === 'forgot-password') {
        await forgotPassword(req, res, interaction);
      } else {
        await signUp(req, res, interaction);
      }
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      send(res, error.status, errorPage(pageFor(req), { heading: 'Something went wrong', message: error.message }));
    }
    return true;
  };
}
