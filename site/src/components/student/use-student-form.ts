import { prepareLoadedStudentRegistration, type FormMode } from '@stem/shared';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useLoadedSelectValues } from '../form/use-loaded-select-values.ts';
import { studentCommonDefaults } from './student-defaults.ts';
import type { StudentCommonValues } from './student-form-values.ts';
import type { OwnedRegistration } from './use-owned-registration.ts';
import { useStudentSubmit } from './use-student-submit.ts';

/**
 * What both student forms set up alike, in create and edit mode: the react-hook-form instance (the mode's
 * resolver; empty answers, or the stored ones after SPEC §4's loading rules), the submit flow, and, in
 * edit mode, selects that take their stored value once their options arrive.
 */
export function useStudentForm<T extends StudentCommonValues & FieldValues, TOutput>(options: {
  regType: 'MSIND' | 'HSIND';
  path: string;
  resolvers: Record<FormMode, Resolver<T, unknown, TOutput>>;
  /** The form's own fields (beyond the common ones), unanswered. */
  ownDefaults: Omit<T, keyof StudentCommonValues>;
  edit: OwnedRegistration | undefined;
}) {
  const { edit } = options;
  const mode: FormMode = edit ? 'edit' : 'create';
  const today = new Date();
  const form = useForm<T, unknown, TOutput>({
    resolver: options.resolvers[mode],
    defaultValues: {
      ...studentCommonDefaults(today),
      ...options.ownDefaults,
      ...(edit ? prepareLoadedStudentRegistration(edit.values, today) : {}),
    } as DefaultValues<T>,
    shouldFocusError: false,
    // The resolver stops a schema's pipe at its first failing rule unless every criterion is asked for;
    // the cross-field rules (emergency contact, consent block) must all report at once.
    criteriaMode: 'all',
  });
  const submit = useStudentSubmit<T>({
    regType: options.regType,
    path: options.path,
    setError: form.setError,
    edit: edit ? { regId: edit.regId } : undefined,
  });
  useLoadedSelectValues(submit.formRef, (name) => form.getValues(name as Path<T>), mode === 'edit');
  return { mode, form, submit };
}
