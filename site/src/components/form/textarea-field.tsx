import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled textarea, with hint and error tied and its ref forwarded like `TextField`. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, hint, error, required, ...textarea },
  ref,
) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {(control) => <textarea {...textarea} ref={ref} {...control} />}
    </FieldFrame>
  );
});
