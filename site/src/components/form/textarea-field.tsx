import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldError, FieldHint, RequiredMark } from './field-messages.tsx';
import { useFieldIds } from './use-field-ids.ts';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea, with hint and error tied like `TextField`. */
export function TextareaField({ label, hint, error, required, ref, ...textarea }: TextareaFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={hintId} hint={hint} />
      <textarea
        {...textarea}
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
