import { YES, NO } from '@stem/shared';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, FieldHint, RequiredMark } from './field-messages.tsx';
import { useFieldIds } from './use-field-ids.ts';

interface ChoiceGroupProps {
  legend: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  /** One option per line (long option labels), instead of side by side. */
  stacked?: boolean | undefined;
  /** In aligned columns, as many as fit (a long list: tour types, STEM fields), instead of one running line. */
  columns?: boolean | undefined;
  /** Its controls cannot say it is required (checkboxes): the legend says so to a screen reader. */
  spokenRequired?: boolean | undefined;
  /** The controls, given what ties them to the hint and error, and whether the group is invalid. */
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** A fieldset whose legend names the group; hint and error are tied to every control in it. */
function ChoiceGroup({ legend, hint, error, required, stacked, columns, spokenRequired, children }: ChoiceGroupProps) {
  const { hintId, errorId, describedBy } = useFieldIds(hint, error);
  const layout = stacked ? ' choice-group__options--stacked' : columns ? ' choice-group__options--columns' : '';
  return (
    <fieldset className={error ? 'choice-group field--invalid' : 'choice-group'}>
      <legend>
        {legend}
        <RequiredMark required={required} />
        {/* Checkboxes cannot carry `required` for the group: the asterisk is hidden, so the legend says it. */}
        {required && spokenRequired ? <span className="visually-hidden"> (required)</span> : null}
      </legend>
      <FieldHint id={hintId} hint={hint} />
      <div className={`choice-group__options${layout}`}>{children(describedBy, Boolean(error))}</div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** A yes/no question: `registration` is `register(name)`, and the radios give '1' and '0' (SPEC §3). */
export type YesNoFieldProps = Omit<RadioGroupFieldProps, 'options'>;

const YES_NO_OPTIONS = [
  { value: YES, label: 'Yes' },
  { value: NO, label: 'No' },
] as const;

/** A yes/no question as two radios in a fieldset with a legend. */
export function YesNoField(props: YesNoFieldProps) {
  return <RadioGroupField {...props} options={YES_NO_OPTIONS} />;
}

export interface RadioGroupFieldProps {
  legend: ReactNode;
  /** `register(name)`: each radio gives its option's value. */
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  stacked?: boolean | undefined;
}

/** One choice among a few (event choice, number of tables) as radios in a fieldset with a legend. */
export function RadioGroupField({
  legend,
  registration,
  options,
  hint,
  error,
  required = true,
  stacked,
}: RadioGroupFieldProps) {
  return (
    <ChoiceGroup legend={legend} hint={hint} error={error} required={required} stacked={stacked}>
      {(describedBy, invalid) =>
        options.map((option) => (
          <label key={option.value} className="choice-group__option">
            {/* `required` so a screen reader says the question must be answered (the asterisk is hidden
                from it); the form validates itself (noValidate), so the browser never stops a submit on it. */}
            <input
              {...registration}
              type="radio"
              value={option.value}
              required={required}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
            {option.label}
          </label>
        ))
      }
    </ChoiceGroup>
  );
}

export interface CheckboxOption {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Used as the React key and the input's name. */
  name: string;
}

export interface CheckboxGroupFieldProps {
  legend: ReactNode;
  options: readonly CheckboxOption[];
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
}

/** A group of checkboxes in a fieldset with a legend (favourite subjects, tour types). */
export function CheckboxGroupField({ legend, options, hint, error, required }: CheckboxGroupFieldProps) {
  return (
    // More than a line's worth of options in columns: wrapped side by side they ran two, then one, per line.
    <ChoiceGroup
      legend={legend}
      hint={hint}
      error={error}
      required={required}
      columns={options.length > 4}
      spokenRequired
    >
      {(describedBy, invalid) =>
        options.map((option) => (
          <label key={option.name} className="choice-group__option">
            <input
              type="checkbox"
              name={option.name}
              checked={option.checked}
              onChange={(event) => option.onChange(event.target.checked)}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
            {option.label}
          </label>
        ))
      }
    </ChoiceGroup>
  );
}

export interface CheckboxFieldProps {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One checkbox with its label ('same as parent', 'needs a translator'). */
export function CheckboxField({ label, name, checked, onChange }: CheckboxFieldProps) {
  return (
    <div className="field">
      <label className="choice-group__option">
        <input type="checkbox" name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
        {label}
      </label>
    </div>
  );
}
