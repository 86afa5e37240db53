import { NON_SPEC_MESSAGES } from '@stem/shared/messages';
import { useContext, useId, useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { loginUrl } from '../../lib/auth/session-client.ts';
import { CaptchaField } from '../form/captcha-field.tsx';
import { FormStatus } from '../form/form-status.tsx';
import { useFocusAfterSend } from '../form/use-focus-after-send.ts';
import { SubmitButton } from '../form/submit-button.tsx';
import { DraftNote } from './draft-note.tsx';
import { errorPaths } from './field-path.ts';
import { RegistrationRouteContext } from './route-context.ts';
import type { RegistrationFormState } from './use-registration-form.ts';
import { FormChangedContext, useLeaveWarning } from './use-leave-warning.ts';
import { useStagedSections } from './use-staged-sections.ts';

export interface RegistrationFormProps<TValues extends FieldValues, TOutput> {
  /** `useRegistrationForm`'s result. */
  registration: RegistrationFormState<TValues, TOutput>;
  /** The form's accessible name; the kind's title unless given. */
  label?: string | undefined;
  /** What a valid submit does; sending it as it is unless given (a kind's own check before sending). */
  onValid?: ((values: TOutput) => Promise<void>) | undefined;
  /** False keeps the submit button disabled, with `submitHint` saying why (SPEC §2, the student consent). */
  canSubmit?: boolean | undefined;
  submitHint?: string | undefined;
  /** SUBMIT REGISTRATION / UPDATE REGISTRATION unless given. */
  submitLabel?: string | undefined;
  /** Whether an answer the form's schema does not hold is wrong (a logo file of the wrong type). */
  otherErrors?: boolean | undefined;
  /** The kind's sections show the owner's email themselves in edit mode (the company's, SPEC §2). */
  ownerEmailShown?: boolean | undefined;
  /** What the kind's pages call one ("registration" unless given: a scholarship's is an "application"). */
  noun?: string | undefined;
  /** The kind's sections. */
  children: ReactNode;
}

/**
 * After a failed submit each change is validated on its own field only (react-hook-form's resolver mode), so
 * the error of a field that another answer closed ("Same as parent/guardian" closes the emergency contact's
 * names) stayed, unseen, and kept 'Please check all required fields' up with nothing left to fix. The fields
 * still in error are checked again: an error stays only while its field is still wrong, and no field that
 * was not in error gets one before the next submit.
 */
async function recheckErrors<TValues extends FieldValues>(form: Pick<UseFormReturn<TValues>, 'formState' | 'trigger'>) {
  const paths = errorPaths(form.formState.errors);
  if (paths.length > 0) await form.trigger(paths as Path<TValues>[]);
}

/**
 * The one form shell of every registration kind (DESIGN §5): the sections inside a fieldset that is
 * disabled while busy, then the captcha (create mode of a kind that has one), the form-level status and the
 * submit button with its spinner. The captcha and the form's rules load when the visitor starts on the form
 * (first focus or touch inside it). An edit form waiting for its registration is the same form, disabled and
 * busy, so nothing moves when the stored values arrive; its sections then mount one per task, in the
 * waiting form's height, and the submit card comes with the last.
 */
export function RegistrationForm<TValues extends FieldValues, TOutput>({
  registration,
  label,
  onValid,
  canSubmit = true,
  submitHint,
  submitLabel,
  otherErrors = false,
  ownerEmailShown = false,
  noun = 'registration',
  children,
}: RegistrationFormProps<TValues, TOutput>) {
  const { kind, mode, pending, started, start, form, submit, draft, hasFiles, ownerEmail, keepChangesOverLatest } =
    registration;
  // Destructured: the compiler's ref check treats every `submit.x` read as a ref read once `submit.formRef` is.
  const { formRef, needsCaptcha, captchaKey, onToken, captchaError, status, notice, setNotice, onInvalid, leaving } =
    submit;
  const [loadingLatest, setLoadingLatest] = useState(false);
  const loadLatest = async () => {
    setLoadingLatest(true);
    const loaded = await keepChangesOverLatest();
    setLoadingLatest(false);
    setNotice(
      loaded
        ? { text: NON_SPEC_MESSAGES.latestLoaded, done: true }
        : { text: NON_SPEC_MESSAGES.latestNotLoaded, conflict: true },
    );
  };
  const hintId = useId();
  const { isSubmitting, errors } = form.formState;
  // Sending, or sent and on the way to the next page (useRegistrationSubmit's `leaving`).
  const busy = isSubmitting || leaving;
  useFocusAfterSend(busy, formRef);
  const changed = useLeaveWarning(mode === 'edit', busy);
  // 'Please check all required fields' stays only while a field is still invalid: fixing the last one
  // (the form validates each change after a submit) clears it.
  const hasErrors = Object.keys(errors).length > 0 || otherErrors;
  const name = label ?? kind.title;
  const send = onValid ?? ((values: TOutput) => submit.send(values));
  const showHint = !canSubmit && submitHint;
  const stagedHeight = useContext(RegistrationRouteContext)?.stagedHeight;
  const { shown, complete } = useStagedSections(children, stagedHeight !== undefined);
  return (
    <FormProvider {...form}>
      <FormChangedContext.Provider value={changed}>
        <form
          ref={formRef}
          noValidate
          aria-label={name}
          aria-busy={pending || undefined}
          // The visitor starts on the form: its rules and (new form) the captcha load now, not with the page. A
          // change counts too: a value can be set without a focus or a tap (assistive technology, autofill).
          onFocus={start}
          onPointerDown={start}
          onChange={() => {
            start();
            changed();
            if (form.formState.isSubmitted) void recheckErrors(form);
          }}
          // A text field's change event comes only when it loses focus: typing, then a reload or Back from
          // inside the field, left the leave warning asleep (qa21a).
          onInput={changed}
          onSubmit={(event) => {
            if (!canSubmit) {
              // The button says it is disabled (aria-disabled, to stay in the Tab order): pressed, it sends
              // nothing, and focus goes to why (Enter in a field sends nothing either, as before).
              event.preventDefault();
              // Enter in a field counts as a press of the button (qa28a): focus stays in the field then.
              if (!document.activeElement?.closest('input, select, textarea')) document.getElementById(hintId)?.focus();
              return;
            }
            void form
              .handleSubmit(
                send,
                onInvalid,
              )(event)
              .catch(() => {
                // The form's rules load on its first touch: touched first without a network, they could not,
                // and the press did nothing at all (qa26a). Nothing was sent; the answers stay.
                setNotice({ text: NON_SPEC_MESSAGES.offlineWhileEditing });
              });
          }}
          style={complete ? undefined : { minHeight: `${stagedHeight}px` }}
        >
          {/* The fieldset only disables the whole form while it is busy: no legend (the form's own name said
              again was heard two or three times on the way in, qa23c) and no group of its own (an unnamed
              group around the whole form, qa24a). */}
          <fieldset className="form-fieldset" role="presentation" disabled={busy || pending}>
            {/* An edit has no email field: the registration belongs to the address, which is said here (a
              chaperone or teacher with two addresses sees which one the mails go to). */}
            {mode === 'edit' && ownerEmail && !ownerEmailShown ? (
              <p className="form-owner">
                This {noun} belongs to <strong className="form-owner__email">{ownerEmail}</strong>, the email address
                you log in with. It cannot be changed.
              </p>
            ) : null}
            <DraftNote draft={draft} hasFiles={hasFiles} formRef={formRef} />
            {shown}
            {complete ? (
              <div className="card form-section">
                {needsCaptcha ? (
                  <CaptchaField key={captchaKey} active={started} onToken={onToken} error={captchaError} />
                ) : null}
                <FormStatus
                  message={notice?.text ?? (hasErrors ? status : undefined)}
                  done={notice?.done}
                  busy={busy}
                />
                {notice?.logIn ? (
                  <p>
                    {/* A new tab: this one holds the changes. Signed in there, the session cookie serves here too. */}
                    <a href={loginUrl('/multiple')} target="_blank" rel="noopener">
                      Log in again (opens a new tab)
                    </a>
                  </p>
                ) : null}
                {notice?.conflict ? (
                  <p>
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-busy={loadingLatest || undefined}
                      disabled={loadingLatest}
                      onClick={() => void loadLatest()}
                    >
                      {NON_SPEC_MESSAGES.loadLatestKeepingChanges}
                    </button>
                  </p>
                ) : null}
                {showHint ? (
                  <p id={hintId} className="field__hint" tabIndex={-1}>
                    {submitHint}
                  </p>
                ) : null}
                <SubmitButton
                  busy={busy || pending}
                  busyText={pending ? 'Loading your registration…' : undefined}
                  disabled={!canSubmit}
                  describedBy={showHint ? hintId : undefined}
                >
                  {submitLabel ?? (mode === 'create' ? 'SUBMIT REGISTRATION' : 'UPDATE REGISTRATION')}
                </SubmitButton>
              </div>
            ) : null}
          </fieldset>
        </form>
      </FormChangedContext.Provider>
    </FormProvider>
  );
}
