import { MESSAGES, NON_SPEC_MESSAGES, type FormMode } from '@stem/shared';
import type { RegistrationKind } from '@stem/shared/registration-kinds';
import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import {
  ERROR_PAGE,
  submitRegistration,
  updateRegistration,
  type SubmitOutcome,
} from '../../lib/api/registration-client.ts';
import { ACCESS_DENIED_PAGE, getSession } from '../../lib/auth/session-client.ts';
import { readRegId } from '../../lib/registration/form-guard.ts';
import { submitPolicy, thankYouUrl, type SentRegistration } from '../../lib/registration/submit-routing.ts';
import { focusFirstInvalid } from '../form/focus-first-invalid.ts';
import { useCaptcha } from '../form/use-captcha.ts';

/** What a kind adds to its thank-you address from the values it sent (students' consent, a group's name). */
export type SentDetails<TOutput> = (values: TOutput) => Pick<SentRegistration, 'consentSubmitted' | 'groupName'>;

/**
 * A kind's work after a successful create, before the thank-you page (a company's logos, uploaded with the
 * create answer's grant): it gets the answer's `data` and the values sent; what it returns joins the
 * thank-you address. The form stays busy until it settles.
 */
export type AfterCreate<TOutput> = (
  data: unknown,
  values: TOutput,
) => Promise<Pick<SentRegistration, 'logoUploadFailed'>>;

/** The captcha token field of a create body (SPEC §3, gResponse). */
const CAPTCHA_FIELD = 'gResponse';

export interface RegistrationSubmitOptions<TValues extends FieldValues, TOutput> {
  kind: RegistrationKind;
  mode: FormMode;
  /** Edit mode: the registration being changed. */
  regId: string | undefined;
  setError: UseFormSetError<TValues>;
  sent?: SentDetails<TOutput> | undefined;
  afterCreate?: AfterCreate<TOutput> | undefined;
}

/**
 * The submit flow of every registration form (SPEC §4, §8): after validation, the captcha (create mode, for
 * a kind that has one) goes into `gResponse`, then the create or update call; its answer goes to thank-you,
 * a field or each field of a refused body, the captcha, the log, the error page or, for an edit refused as
 * not the user's, access-denied. A failed submit moves focus to the first invalid field.
 */
export function useRegistrationSubmit<TValues extends FieldValues, TOutput>(
  options: RegistrationSubmitOptions<TValues, TOutput>,
) {
  const { kind, mode, regId, setError } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<string | undefined>();
  /** Said whatever the fields' state: the registration closed while the form was open (-1). */
  const [notice, setNotice] = useState<string | undefined>();
  const captcha = useCaptcha();
  const { token, onToken, error: captchaError, setError: setCaptchaError, key: captchaKey } = captcha;
  const needsCaptcha = mode === 'create' && kind.captcha;

  const onInvalid = () => setStatus(focusFirstInvalid(formRef.current));

  const apply = (outcome: SubmitOutcome, values: TOutput, created: Partial<SentRegistration> = {}) => {
    switch (outcome.kind) {
      case 'success':
        window.location.assign(
          thankYouUrl(kind, {
            mode,
            regId: readRegId(outcome.data) || (regId ?? ''),
            ...options.sent?.(values),
            ...created,
          }),
        );
        return;
      case 'field':
        setError(outcome.field as Path<TValues>, { type: 'server', message: outcome.message });
        // Not setError's own focus: the fieldset is still disabled while the submit is busy.
        focusFirstInvalid(formRef.current);
        setStatus(outcome.formMessage);
        return;
      case 'fields':
        for (const issue of outcome.issues) {
          // The token is no field of the form: its problem belongs under the captcha.
          if (issue.field === CAPTCHA_FIELD) setCaptchaError(issue.message);
          else setError(issue.field as Path<TValues>, { type: 'server', message: issue.message });
        }
        focusFirstInvalid(formRef.current);
        setStatus(outcome.formMessage);
        return;
      case 'captcha':
        setCaptchaError(outcome.message);
        return;
      case 'closed':
        setNotice(NON_SPEC_MESSAGES.closedWhileFilling);
        return;
      case 'logged':
        console.error('Registration not accepted:', outcome.message);
        return;
      case 'error-page':
        window.location.assign(ERROR_PAGE);
        return;
      case 'denied':
        window.location.assign(ACCESS_DENIED_PAGE);
    }
  };

  /** Returns after the answer; `beforeSend` may refuse (e.g. an unverified group code) with a field error. */
  const send = async (values: TOutput, beforeSend?: () => boolean) => {
    setStatus(undefined);
    if (needsCaptcha && !token) {
      setCaptchaError(MESSAGES.verifyCaptcha);
      return;
    }
    if (beforeSend && !beforeSend()) {
      setStatus(focusFirstInvalid(formRef.current));
      return;
    }
    const policy = submitPolicy(kind, mode);
    let outcome: SubmitOutcome;
    if (mode === 'edit') {
      // A form can take longer than a token lives: ask for a fresh one; no session left is a refusal.
      const session = await getSession({ fresh: true });
      outcome = session
        ? await updateRegistration(kind.apiPath, regId ?? '', values, session.accessToken, policy)
        : { kind: 'denied' };
    } else {
      const body = needsCaptcha ? { ...values, [CAPTCHA_FIELD]: token } : values;
      outcome = await submitRegistration(kind.apiPath, body, policy);
    }
    // Each captcha solution is accepted once: a refused submit needs a new one.
    if (needsCaptcha && outcome.kind !== 'success') captcha.renew();
    const created =
      outcome.kind === 'success' && mode === 'create' && options.afterCreate
        ? await options.afterCreate(outcome.data, values)
        : {};
    apply(outcome, values, created);
  };

  return { formRef, status, notice, onToken, captchaError, captchaKey, needsCaptcha, onInvalid, send };
}

export type RegistrationSubmit<TOutput> = ReturnType<typeof useRegistrationSubmit<FieldValues, TOutput>>;
