import { forwardRef, type SelectHTMLAttributes } from 'react';
import type { Choice } from '../../lib/api/registration-client.ts';
import { FieldFrame } from './field-frame.tsx';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** The catalogue's choices; an empty first option stands for "not chosen yet". */
  options: readonly Choice[];
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled select over a catalogue, with hint and error tied and its ref forwarded like `TextField`. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, hint, error, required, ...select },
  ref,
) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <select {...select} ref={ref} {...control}>
          <option value="">Select…</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
});
