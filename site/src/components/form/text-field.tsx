import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame } from './field-frame.tsx';

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
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {(control) => <input {...input} ref={ref} {...control} />}
    </FieldFrame>
  );
}
