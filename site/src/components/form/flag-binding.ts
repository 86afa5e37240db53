import { NO, YES } from '@stem/shared';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/** Binds a checkbox to a '1'/'0' flag of the form values (SPEC §3). */
// Only what it uses of the form: a form whose submit output differs from its values binds all the same.
export function flagBinding<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'watch' | 'setValue' | 'formState'>,
  name: Path<T>,
) {
  return {
    name,
    checked: form.watch(name) === YES,
    onChange: (checked: boolean) =>
      form.setValue(name, (checked ? YES : NO) as PathValue<T, Path<T>>, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      }),
  };
}
