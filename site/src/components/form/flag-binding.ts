import { NO, YES } from '@stem/shared';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/** Binds a checkbox to a '1'/'0' flag of the form values (SPEC §3). */
export function flagBinding<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
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
