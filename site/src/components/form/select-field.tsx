import type { Ref, SelectHTMLAttributes } from 'react';
import type { Choice } from '../../lib/api/registration-client.ts';
import { FieldError, FieldHint, RequiredMark } from './field-messages.tsx';
import { useFieldIds } from './use-field-ids.ts';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** The catalogue's choices; an empty first option stands for "not chosen yet". */
  options: readonly Choice[];
  hint?: string | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select over a catalogue, with hint and error tied like `TextField`. */
export function SelectField({ label, options, hint, error, required, ref, ...select }: SelectFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={hintId} hint={hint} />
      <select
        {...select}
        ref={ref}
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        <option value="">Select…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
