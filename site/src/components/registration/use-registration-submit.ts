import type { FormMode } from '@stem/shared';
import type { RegistrationKind } from '@stem/shared/registration-kinds';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useCaptcha } from '../form/use-captcha.ts';
import type { AfterCreate, FormNotice, SentDetails } from './submit-flow.ts';

export type { AfterCreate, SentDetails };

/**
 * The send itself (API client, answer routing), loaded when the visitor starts on the form: the page's first
 * script stays small, and a send never waits for it in practice.
 */
const loadFlow = () => import('./submit-flow.ts');

export interface RegistrationSubmitOptions<TValues extends FieldValues, TOutput> {
  kind: RegistrationKind;
  mode: FormMode;
  /** Edit mode: the registration being changed. */
  regId: string | undefined;
  /** Edit mode: the version it was loaded at (sent as If-Match: a change made since is not undone). */
  version?: string | undefined;
  setError: UseFormSetError<TValues>;
  sent?: SentDetails<TOutput> | undefined;
  afterCreate?: AfterCreate<TOutput> | undefined;
  /** A create was stored (before the thank-you page). */
  onCreated?: (() => void) | undefined;
  /** A send starts (true), or has its answer and the form stays (false): the form's draft says so. */
  onSending?: ((now: boolean) => void) | undefined;
}

/**
 * The submit flow of every registration form (SPEC §4, §8): the captcha's token and errors, the form-level
 * status and notice, and `send` (submit-flow.ts: the create or update call and where its answer leads). A
 * failed submit moves focus to the first invalid field.
 */
export function useRegistrationSubmit<TValues extends FieldValues, TOutput>(
  options: RegistrationSubmitOptions<TValues, TOutput>,
) {
  const { kind, mode, regId, setError } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<string | undefined>();
  /** Said whatever the fields' state: the registration closed while the form was open (-1). */
  const [notice, setNotice] = useState<FormNotice | undefined>();
  // The answer sent the page on to another (thank-you, the error page): the form stays busy until it has
  // gone. Free again, a second press in that moment sent the change again (a 412 said "nothing was saved"
  // about the change just saved, a create's second press spent its captcha). Back to the page from the
  // browser's memory of it: the form is free again.
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const returned = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', returned);
    return () => window.removeEventListener('pageshow', returned);
  }, []);
  const captcha = useCaptcha();
  const { token, onToken, error: captchaError, setError: setCaptchaError, key: captchaKey } = captcha;
  const needsCaptcha = mode === 'create' && kind.captcha;

  const onInvalid = async () => setStatus((await loadFlow()).focusFirstInvalid(formRef.current));

  /** Returns after the answer; `beforeSend` may refuse (e.g. an unverified group code) with a field error. */
  const send = async (values: TOutput, beforeSend?: () => boolean) => {
    const { sendRegistration } = await loadFlow();
    options.onSending?.(true);
    const left = await sendRegistration(
      {
        kind,
        mode,
        regId,
        version: options.version,
        form: formRef.current,
        // A captcha still at work is waited for (the submit stays busy), not refused.
        token: token || (needsCaptcha ? await captcha.solved() : ''),
        needsCaptcha,
        setError,
        setStatus,
        setNotice,
        setCaptchaError,
        renewCaptcha: captcha.renew,
        sent: options.sent,
        afterCreate: options.afterCreate,
        onCreated: options.onCreated,
      },
      values,
      beforeSend,
    );
    if (left) setLeaving(true);
    else options.onSending?.(false);
  };

  /** Loads the send ahead of it (the visitor has started on the form). */
  const prepare = () => {
    loadFlow().catch(() => {
      // Loaded again by the send.
    });
  };

  return {
    formRef,
    status,
    notice,
    setNotice,
    onToken,
    captchaError,
    captchaKey,
    needsCaptcha,
    onInvalid,
    send,
    prepare,
    leaving,
  };
}

export type RegistrationSubmit<TOutput> = ReturnType<typeof useRegistrationSubmit<FieldValues, TOutput>>;
