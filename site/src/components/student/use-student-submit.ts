import { isConsentOnForm, MESSAGES } from '@stem/shared';
import { useRef, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { submitRegistration, updateRegistration, type SubmitOutcome } from '../../lib/api/registration-client.ts';
import { getSession } from '../../lib/auth/session-client.ts';
import { readRegId, studentThankYouUrl } from '../../lib/registration/form-guard.ts';
import { applySubmitOutcome } from '../form/apply-submit-outcome.ts';
import { focusFirstInvalid } from '../form/focus-first-invalid.ts';

interface ConsentAnswers {
  consentWillBeSubmittedBySchool: string;
  isParentPresent: string;
}

/** What an edit sends: the registration it changes (the token is fetched fresh at submit). */
export interface StudentEdit {
  regId: string;
}

/**
 * The submit flow both student forms share (SPEC §4, §8): after validation, the captcha is required (create
 * only), then the create or update call; its answer goes to thank-you, a field, the captcha, the log, the
 * error page or, for an edit refused as not the user's, access-denied.
 */
export function useStudentSubmit<T extends FieldValues>(options: {
  regType: 'MSIND' | 'HSIND';
  path: string;
  setError: UseFormSetError<T>;
  edit?: StudentEdit | undefined;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<string | undefined>();
  const [token, setToken] = useState('');
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [captchaKey, setCaptchaKey] = useState(0);

  const onToken = (value: string) => {
    setToken(value);
    if (value) setCaptchaError(undefined);
  };

  const onInvalid = () => setStatus(focusFirstInvalid(formRef.current));

  /** Returns after the answer; `beforeSend` may refuse (e.g. an unverified group code) with a focused error. */
  const send = async (values: ConsentAnswers & Record<string, unknown>, beforeSend?: () => boolean) => {
    setStatus(undefined);
    const { edit } = options;
    if (!edit && !token) {
      setCaptchaError(MESSAGES.verifyCaptcha);
      return;
    }
    if (beforeSend && !beforeSend()) {
      setStatus(focusFirstInvalid(formRef.current));
      return;
    }
    // SPEC §8: another code only logs on an individual create, and is the error page on an edit.
    const policy = { duplicateField: 'email', otherCode: edit ? 'error-page' : 'log' } as const;
    let outcome: SubmitOutcome;
    if (edit) {
      // A form can take longer than a token lives: ask for a fresh one; no session left is a refusal.
      const session = await getSession({ fresh: true });
      outcome = session
        ? await updateRegistration(options.path, edit.regId, values, session.accessToken, policy)
        : { kind: 'denied' };
    } else {
      outcome = await submitRegistration(options.path, { ...values, gResponse: token }, policy);
    }
    if (outcome.kind !== 'success') {
      // Each captcha solution is accepted once: a refused submit needs a new one.
      setToken('');
      setCaptchaKey((key) => key + 1);
    }
    applySubmitOutcome(outcome, {
      setError: options.setError,
      setStatus,
      setCaptchaError,
      onSuccess: (data) =>
        window.location.assign(studentThankYouUrl(options.regType, readRegId(data), isConsentOnForm(values))),
    });
  };

  return { formRef, status, setStatus, onToken, captchaError, captchaKey, onInvalid, send };
}
