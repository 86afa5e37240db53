import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Always-visible help, e.g. the expected format. */
  hint?: string | undefined;
  error?: string | undefined;
}

/**
 * A labelled input whose hint and error are tied to it (aria-describedby), and which is marked invalid
 * while it has an error. Every form field of the site goes through one of these components. Its ref (what
 * react-hook-form's `register` gives) is the input's, through forwardRef: Preact's compat layer does not pass
 * `ref` to a function component as a prop.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, required, ...input },
  ref,
) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {(control) => <input {...input} ref={ref} {...control} />}
    </FieldFrame>
  );
});
