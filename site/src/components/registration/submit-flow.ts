import { MESSAGES, NON_SPEC_MESSAGES, type FormMode } from '@stem/shared';
import type { RegistrationKind } from '@stem/shared/registration-kinds';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import {
  ERROR_PAGE,
  submitRegistration,
  updateRegistration,
  type SubmitOutcome,
} from '../../lib/api/registration-client.ts';
import { ACCESS_DENIED_PAGE, freshSession } from '../../lib/auth/session-client.ts';
import { readRegId } from '../../lib/registration/form-guard.ts';
import { submitPolicy, thankYouUrl, type SentRegistration } from '../../lib/registration/submit-routing.ts';
import { rememberConsentEmail, rememberSentGroup } from '../../lib/thank-you/sent-details.ts';
import { focusFirstInvalid } from '../form/focus-first-invalid.ts';

// What a registration form does once it is sent (useRegistrationSubmit loads it when the visitor starts on
// the form): the API calls and SPEC §8's routing of their answers.

export { focusFirstInvalid };

/**
 * What a kind adds to its thank-you address from the values it sent and the answer's `data` (students'
 * consent, a group's name).
 */
export type SentDetails<TOutput> = (
  values: TOutput,
  answer: unknown,
) => Pick<SentRegistration, 'consentSubmitted' | 'groupName' | 'groupCode' | 'studentEmail'>;

/**
 * A kind's work after a successful create, before the thank-you page (a company's logos, uploaded with the
 * create answer's grant): it gets the answer's `data` and the values sent; what it returns joins the
 * thank-you address. The form stays busy until it settles.
 */
export type AfterCreate<TOutput> = (
  data: unknown,
  values: TOutput,
) => Promise<Pick<SentRegistration, 'logoUploadFailed' | 'filesNotUploaded'>>;

/** The captcha token field of a create body (SPEC §3, gResponse). */
const CAPTCHA_FIELD = 'gResponse';

/** The form's state a send reads and writes. */
export interface SendContext<TValues extends FieldValues, TOutput> {
  kind: RegistrationKind;
  mode: FormMode;
  regId: string | undefined;
  /** An edit: the version of the registration the form was loaded with (its ETag), sent as If-Match. */
  version?: string | undefined;
  form: HTMLFormElement | null;
  /** The captcha's verified payload ('' when none); needed when `needsCaptcha`. */
  token: string;
  needsCaptcha: boolean;
  setError: UseFormSetError<TValues>;
  setStatus: (status: string | undefined) => void;
  /**
   * A message shown whatever the fields' state (the registration closed while the form was open, or changed
   * elsewhere since the edit form was loaded).
   */
  setNotice: (notice: FormNotice | undefined) => void;
  setCaptchaError: (message: string | undefined) => void;
  /** A refused create spent its captcha solution: a new widget solves a new challenge. */
  renewCaptcha: () => void;
  sent?: SentDetails<TOutput> | undefined;
  afterCreate?: AfterCreate<TOutput> | undefined;
  /** A create was stored: called before the thank-you page (the form's draft is forgotten). */
  onCreated?: (() => void) | undefined;
}

/**
 * What the form says whatever its fields' state (the registration closed while the form was open, a 409, a
 * 429), and whether it offers to log in again (the session ended in another tab: the form keeps the changes)
 * or to load the latest version (a 412).
 */
export interface FormNotice {
  text: string;
  logIn?: boolean;
  /** The edit changed elsewhere since the form was loaded: the form offers the latest version, keeping the changes. */
  conflict?: boolean;
  /** Says something done, not a problem (the latest version loaded). */
  done?: boolean;
}

/**
 * After validation: the captcha (create mode, for a kind that has one) goes into `gResponse`, then the
 * create or update call; its answer goes to thank-you, a field or each field of a refused body, the captcha,
 * the log, the error page or, for an edit refused as not the user's, access-denied. Returns after the
 * answer, true when the page is on its way to another (the form stays busy until it goes); `beforeSend` may
 * refuse (e.g. an unverified group code) with a field error.
 */
export async function sendRegistration<TValues extends FieldValues, TOutput>(
  context: SendContext<TValues, TOutput>,
  values: TOutput,
  beforeSend?: () => boolean,
): Promise<boolean> {
  const { kind, mode, regId, needsCaptcha, token } = context;
  context.setStatus(undefined);
  context.setNotice(undefined);
  if (needsCaptcha && !token) {
    context.setCaptchaError(MESSAGES.verifyCaptcha);
    return false;
  }
  if (beforeSend && !beforeSend()) {
    context.setStatus(focusFirstInvalid(context.form));
    return false;
  }
  const policy = submitPolicy(kind, mode);
  let outcome: SubmitOutcome;
  if (mode === 'edit') {
    // A form can take longer than a token lives: ask for a fresh one. With no session left, nothing is sent
    // and the form stays with its changes (NON_SPEC_MESSAGES.signedOutWhileEditing).
    const session = await freshSession();
    if (session === 'offline') {
      context.setNotice({ text: NON_SPEC_MESSAGES.offlineWhileEditing });
      return false;
    }
    if (!session) {
      context.setNotice({ text: NON_SPEC_MESSAGES.signedOutWhileEditing, logIn: true });
      return false;
    }
    outcome = await updateRegistration(kind.apiPath, regId ?? '', values, session.accessToken, policy, context.version);
  } else {
    const body = needsCaptcha ? { ...values, [CAPTCHA_FIELD]: token } : values;
    outcome = await submitRegistration(kind.apiPath, body, policy);
  }
  // Each captcha solution is accepted once: a refused submit needs a new one.
  if (needsCaptcha && outcome.kind !== 'success') context.renewCaptcha();
  const created =
    outcome.kind === 'success' && mode === 'create' && context.afterCreate
      ? await context.afterCreate(outcome.data, values)
      : {};
  return apply(context, outcome, values, created);
}

/** Where the answer leads; true when the page is on its way to another. */
function apply<TValues extends FieldValues, TOutput>(
  context: SendContext<TValues, TOutput>,
  outcome: SubmitOutcome,
  values: TOutput,
  created: Partial<SentRegistration>,
): boolean {
  const { kind, mode, regId, setError } = context;
  switch (outcome.kind) {
    case 'success': {
      if (mode === 'create') context.onCreated?.();
      const sent = { mode, regId: readRegId(outcome.data) || (regId ?? ''), ...context.sent?.(values, outcome.data) };
      if (sent.groupName) rememberSentGroup({ name: sent.groupName, code: sent.groupCode ?? '' });
      if (sent.studentEmail) rememberConsentEmail(sent.studentEmail);
      window.location.assign(thankYouUrl(kind, { ...sent, ...created }));
      return true;
    }
    case 'field':
      setError(outcome.field as Path<TValues>, { type: 'server', message: outcome.message });
      // Not setError's own focus: the fieldset is still disabled while the submit is busy.
      focusFirstInvalid(context.form);
      context.setStatus(outcome.formMessage);
      return false;
    case 'fields':
      for (const issue of outcome.issues) {
        // The token is no field of the form: its problem belongs under the captcha.
        if (issue.field === CAPTCHA_FIELD) context.setCaptchaError(issue.message);
        else setError(issue.field as Path<TValues>, { type: 'server', message: issue.message });
      }
      focusFirstInvalid(context.form);
      context.setStatus(outcome.formMessage);
      return false;
    case 'captcha':
      context.setCaptchaError(outcome.message);
      return false;
    case 'closed':
      context.setNotice({ text: NON_SPEC_MESSAGES.closedWhileFilling });
      return false;
    case 'conflict':
      // The form offers to load the stored version with what was typed laid over it (RegistrationForm).
      context.setNotice({ text: NON_SPEC_MESSAGES.editConflictKeep, conflict: true });
      return false;
    case 'wait':
      context.setNotice({ text: outcome.message });
      return false;
    case 'logged':
      console.error('Registration not accepted:', outcome.message);
      return false;
    case 'error-page':
      window.location.assign(ERROR_PAGE);
      return true;
    case 'denied':
      window.location.assign(ACCESS_DENIED_PAGE);
      return true;
  }
}
