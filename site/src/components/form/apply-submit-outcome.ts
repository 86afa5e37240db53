import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ERROR_PAGE, type SubmitOutcome } from '../../lib/api/registration-client.ts';
import { ACCESS_DENIED_PAGE } from '../../lib/auth/session-client.ts';

export interface OutcomeHandlers<T extends FieldValues> {
  setError: UseFormSetError<T>;
  setStatus: (message: string | undefined) => void;
  setCaptchaError?: ((message: string) => void) | undefined;
  onSuccess: (data: unknown) => void;
}

/** Carries a submit outcome out in the form (SPEC §8); the mapping itself is `mapSubmitAnswer`. */
export function applySubmitOutcome<T extends FieldValues>(outcome: SubmitOutcome, handlers: OutcomeHandlers<T>) {
  switch (outcome.kind) {
    case 'success':
      handlers.onSuccess(outcome.data);
      return;
    case 'field':
      handlers.setError(outcome.field as Path<T>, { type: 'server', message: outcome.message }, { shouldFocus: true });
      handlers.setStatus(outcome.formMessage);
      return;
    case 'captcha':
      handlers.setCaptchaError?.(outcome.message);
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
}
