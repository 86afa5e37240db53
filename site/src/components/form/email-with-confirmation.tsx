import { FIELD_LIMITS } from '@stem/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field.tsx';

export interface EmailWithConfirmationProps {
  /** E.g. 'Email' or 'Parent/Guardian Email'; the confirmation is labelled 'Confirm …'. */
  label: string;
  email: UseFormRegisterReturn;
  confirmEmail: UseFormRegisterReturn;
  emailError?: string | undefined;
  confirmError?: string | undefined;
  hint?: string | undefined;
}

/** An email address and its retyped confirmation (SPEC §5: email, confirmEmail). */
export function EmailWithConfirmation({
  label,
  email,
  confirmEmail,
  emailError,
  confirmError,
  hint,
}: EmailWithConfirmationProps) {
  return (
    <>
      <TextField
        {...email}
        label={label}
        hint={hint}
        type="email"
        autoComplete="email"
        maxLength={FIELD_LIMITS.email}
        required
        error={emailError}
      />
      <TextField
        {...confirmEmail}
        label={`Confirm ${label}`}
        type="email"
        autoComplete="off"
        maxLength={FIELD_LIMITS.email}
        required
        error={confirmError}
      />
    </>
  );
}
