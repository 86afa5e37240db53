import { CaptchaField } from '../form/captcha-field.tsx';
import { FormStatus } from '../form/form-status.tsx';
import { SubmitButton } from '../form/submit-button.tsx';

export interface StudentFormFooterProps {
  /** Create shows the captcha and SUBMIT REGISTRATION; edit shows UPDATE REGISTRATION only (SPEC §2). */
  mode: 'create' | 'edit';
  /** Remounting the widget after a refused submit gets a fresh, unused token. */
  captchaKey: number;
  onToken: (token: string) => void;
  captchaError: string | undefined;
  status: string | undefined;
  busy: boolean;
  /** SPEC §2: disabled until a parent is present or the school submits the consent. */
  canSubmit: boolean;
}

/** Captcha (create mode), the form-level status and SUBMIT or UPDATE REGISTRATION. */
export function StudentFormFooter({
  mode,
  captchaKey,
  onToken,
  captchaError,
  status,
  busy,
  canSubmit,
}: StudentFormFooterProps) {
  return (
    <div className="card form-section">
      {mode === 'create' ? <CaptchaField key={captchaKey} onToken={onToken} error={captchaError} /> : null}
      <FormStatus message={status} />
      {canSubmit ? null : (
        <p id="submit-hint" className="field__hint">
          You can submit once a parent/guardian is present to sign the consent form or your school will submit it.
        </p>
      )}
      <SubmitButton busy={busy} disabled={!canSubmit} describedBy={canSubmit ? undefined : 'submit-hint'}>
        {mode === 'create' ? 'SUBMIT REGISTRATION' : 'UPDATE REGISTRATION'}
      </SubmitButton>
    </div>
  );
}
