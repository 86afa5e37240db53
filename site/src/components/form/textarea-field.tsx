import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea, with hint and error tied like `TextField`. */
export function TextareaField({ label, hint, error, required, ref, ...textarea }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {(control) => <textarea {...textarea} ref={ref} {...control} />}
    </FieldFrame>
  );
}
