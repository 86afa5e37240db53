import { NO, YES } from '@stem/shared';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { errorAt } from '../registration/field-path.ts';

// Only what it uses of the form: a form whose submit output differs from its values binds all the same.
type FlagForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'watch' | 'setValue' | 'trigger' | 'formState'>;

/**
 * Binds a checkbox to a '1'/'0' flag of the form values (SPEC §3). Like every field, once the form has been
 * submitted a change is validated at once: the flag itself, or `validates` when the rule is on something
 * holding it (a checkbox group's "check at least one").
 */
export function flagBinding<T extends FieldValues>(form: FlagForm<T>, name: Path<T>, validates: Path<T> = name) {
  return {
    name,
    checked: form.watch(name) === YES,
    onChange: (checked: boolean) => {
      form.setValue(name, (checked ? YES : NO) as PathValue<T, Path<T>>, { shouldDirty: true });
      if (form.formState.isSubmitted) void form.trigger(validates);
    },
  };
}

/**
 * A checkbox group's options and error (favourite subjects, tour types), for CheckboxGroupField. Its rules
 * (at least one, at most three) are on the group object, so a tick re-validates the group: validating only
 * the flag that changed, as react-hook-form does for a field, never reaches the group's error, which then
 * stayed until the next submit.
 */
export function checkboxGroupBinding<T extends FieldValues, K extends string>(
  form: FlagForm<T>,
  group: Path<T>,
  labels: Readonly<Record<K, string>>,
) {
  return {
    error: errorAt(form.formState.errors, group),
    options: (Object.keys(labels) as K[]).map((key) => ({
      ...flagBinding(form, `${group}.${key}` as Path<T>, group),
      label: labels[key],
    })),
  };
}
