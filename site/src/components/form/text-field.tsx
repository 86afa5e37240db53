import type { InputHTMLAttributes, Ref } from 'react';
import { FieldError, FieldHint, RequiredMark } from './field-messages.tsx';
import { useFieldIds } from './use-field-ids.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Always-visible help, e.g. the expected format. */
  hint?: string | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input whose hint and error are tied to it (aria-describedby), and which is marked invalid
 * while it has an error. Every form field of the site goes through one of these components.
 */
export function TextField({ label, hint, error, required, ref, ...input }: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={hintId} hint={hint} />
      <input
        {...input}
        ref={ref}
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
