import type { ReactNode } from 'react';
import { FieldError, FieldHint, RequiredMark } from './field-messages.tsx';
import { useFieldIds } from './use-field-ids.ts';

/** What a control inside a FieldFrame spreads on itself, so label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  /**
   * Said even when false: Chromium reports a required control that is empty (a select on its blank first
   * option) as invalid before anyone has touched it.
   */
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one frame of every single-control field: label (with the required mark), hint before the control,
 * error after it, and the ids and aria attributes that tie them together. The control itself is the caller's.
 */
export function FieldFrame({ label, hint, error, required, children }: FieldFrameProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={hintId} hint={hint} />
      {children({ id, required, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
