import { valibotResolver } from '@hookform/resolvers/valibot';
import { todayAtEvent, type FieldPath, type FormMode } from '@stem/shared';
import type { RegistrationKind } from '@stem/shared/registration-kinds';
import { useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { mergeDefaults, withServerDates } from '../../lib/registration/form-defaults.ts';
import type { LoadedRegistration } from './use-owned-registration.ts';
import { useRegistrationSubmit, type AfterCreate, type SentDetails } from './use-registration-submit.ts';

/**
 * What the form needs of a kind's `defineRegistration` result (msIndividualRegistration,
 * hsChaperoneRegistration…): its registry line, its schema per mode, its loading rules and server dates.
 */
export interface FormDefinition {
  kind: RegistrationKind;
  schemaFor(mode: FormMode): object;
  prepareLoaded: (stored: Record<string, unknown>, today: Date) => object;
  serverDates: readonly FieldPath[];
}

export interface RegistrationFormOptions<TValues extends FieldValues, TOutput> {
  definition: FormDefinition;
  /** The registration being edited; none on a new form. */
  edit: LoadedRegistration | undefined;
  /** Every field unanswered ('' for text, selects and radios, '0' for flags). */
  blank: (today: Date) => TValues;
  sent?: SentDetails<TOutput> | undefined;
  /** Work after a successful create, before the thank-you page (a company's logo uploads). */
  afterCreate?: AfterCreate<TOutput> | undefined;
}

/**
 * One registration form's state, in create or edit mode: the react-hook-form instance on the mode's schema
 * (the same one the API validates with), its initial values (blank, or the stored registration after the
 * kind's SPEC §4 loading rules; today in every server-written date not signed before), and the submit flow.
 */
export function useRegistrationForm<TValues extends FieldValues, TOutput = TValues>(
  options: RegistrationFormOptions<TValues, TOutput>,
) {
  const { definition, edit } = options;
  const mode: FormMode = edit ? 'edit' : 'create';
  // Computed once: the form owns its values after mounting.
  const [defaultValues] = useState(() => {
    const today = new Date();
    const stored = edit ? definition.prepareLoaded(edit.values, today) : undefined;
    const values = mergeDefaults(options.blank(today), stored);
    return withServerDates(values, definition.serverDates, todayAtEvent(today), mode === 'edit');
  });
  // The schema's input types are literal unions; the form holds strings until they are chosen.
  const resolver = useMemo(
    () => valibotResolver(definition.schemaFor(mode) as never) as unknown as Resolver<TValues, unknown, TOutput>,
    [definition, mode],
  );
  const form = useForm<TValues, unknown, TOutput>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TValues>,
    shouldFocusError: false,
    // The resolver stops a schema's pipe at its first failing rule unless every criterion is asked for;
    // the cross-field rules (emergency contact, consent block) must all report at once.
    criteriaMode: 'all',
  });
  const submit = useRegistrationSubmit<TValues, TOutput>({
    kind: definition.kind,
    mode,
    regId: edit?.regId,
    setError: form.setError,
    sent: options.sent,
    afterCreate: options.afterCreate,
  });
  return { kind: definition.kind, mode, form, submit };
}

export type RegistrationFormState<TValues extends FieldValues, TOutput> = ReturnType<
  typeof useRegistrationForm<TValues, TOutput>
>;
