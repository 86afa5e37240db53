import { todayAtEvent, type FormMode } from '@stem/shared';
import { useContext, useEffect, useMemo, useState } from 'react';
import {
  get,
  set,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { changesSince } from '../../lib/registration/edit-changes.ts';
import { mergeDefaults, withServerDates } from '../../lib/registration/form-defaults.ts';
import { onlyKnownErrors } from './field-path.ts';
import type { LazyFormDefinition } from './form-definition.ts';
import { RegistrationRouteContext } from './route-context.ts';
import { useFormDraft } from './use-form-draft.ts';
import type { LoadedRegistration } from './use-owned-registration.ts';
import { useRegistrationSubmit, type AfterCreate, type SentDetails } from './use-registration-submit.ts';

/** A value given after it is asked for: the form a resolver serves, which is made after the resolver. */
class Later<T> {
  #value: T | undefined;

  get value(): T | undefined {
    return this.#value;
  }

  set(value: T): void {
    this.#value = value;
  }
}

export interface RegistrationFormOptions<TValues extends FieldValues, TOutput> {
  /** The kind's definition (`lazyFormDefinition`), the same object the page's RegistrationRoute has. */
  definition: LazyFormDefinition;
  /** The registration being edited; none on a new form, nor on an edit form still waiting for it. */
  edit: LoadedRegistration | undefined;
  /**
   * Every field unanswered ('' for text, selects and radios, '0' for flags), and today in the event's time
   * zone (`todayAtEvent(today)`) in every date the server writes: the read-only date a new form shows.
   */
  blank: (today: Date) => TValues;
  sent?: SentDetails<TOutput> | undefined;
  /** Work after a successful create, before the thank-you page (a company's logo uploads). */
  afterCreate?: AfterCreate<TOutput> | undefined;
  /**
   * A form with files: the fields that hold a chosen file's name (a scholarship's), [] where files live
   * outside the values (a company's logos). A kept draft has no file: its note asks for them again.
   */
  files?: readonly string[] | undefined;
  /** The visitor cleared the form: what the kind keeps outside its values goes too (a group code's check). */
  onClear?: (() => void) | undefined;
}

/**
 * One registration form's state, in create or edit mode: the react-hook-form instance on the mode's schema
 * (the same one the API validates with), its initial values (blank, or the stored registration after the
 * kind's SPEC §4 loading rules; today in every server-written date not signed before), and the submit flow.
 * The mode is the page's (RegistrationRoute); `pending` while an edit form waits for its registration.
 * The schema arrives with the definition: `start()` (the visitor's first touch of the form) asks for it,
 * and the resolver waits for it, so validation is exactly the API's without the page loading it up front.
 */
export function useRegistrationForm<TValues extends FieldValues, TOutput = TValues>(
  options: RegistrationFormOptions<TValues, TOutput>,
) {
  const { definition, edit } = options;
  const route = useContext(RegistrationRouteContext);
  const mode: FormMode = route?.mode ?? (edit ? 'edit' : 'create');
  const pending = route?.pending ?? false;
  const [started, setStarted] = useState(false);
  // Computed once: the form owns its values after mounting. An edit mounts once its registration is there.
  const [blank] = useState(() => mergeDefaults(options.blank(new Date()), undefined));
  /** A stored registration as the form shows it: the kind's loading rules, today in each unsigned server date. */
  const shownValuesOf = (loaded: LoadedRegistration) => {
    const today = new Date();
    const { prepareLoaded, serverDates } = definition.loading;
    const values = mergeDefaults(options.blank(today), prepareLoaded(loaded.values, today));
    return withServerDates(values, serverDates, todayAtEvent(today), true);
  };
  const [defaultValues] = useState(() => (edit ? shownValuesOf(edit) : blank));
  // The schema's input types are literal unions; the form holds strings until they are chosen. The resolver
  // is made before the form it serves, which is handed to it once made (`served`), to read the errors shown.
  const { resolver, served } = useMemo(() => {
    const served = new Later<Pick<UseFormReturn<TValues, unknown, TOutput>, 'getFieldState'>>();
    const resolve: Resolver<TValues, unknown, TOutput> = async (values, context, resolverOptions) => {
      const [{ valibotResolver }, loaded] = await Promise.all([
        import('@hookform/resolvers/valibot'),
        definition.load(),
      ]);
      const schemaResolver = valibotResolver(loaded.schemaFor(mode) as never) as unknown as Resolver<
        TValues,
        unknown,
        TOutput
      >;
      const result = await schemaResolver(values, context, resolverOptions);
      // After a failed submit, react-hook-form checks a whole list of rows again when a row is added or
      // removed: it asks for the list's name alone (only lists of rows hold arrays here). A row just added
      // then showed 'This field is required' under each field before anything was typed in it. Such a check
      // keeps only the errors the list already had: a row still wrong stays so, a new row waits for the
      // next submit, like every other field not in error.
      const [list, ...others]: readonly string[] = resolverOptions.names ?? [];
      const form = served.value;
      if (list === undefined || others.length > 0 || !Array.isArray(get(values, list)) || !form) return result;
      const kept = onlyKnownErrors(get(result.errors, list), form.getFieldState(list as Path<TValues>).error);
      const errors: FieldErrors<TValues> = {};
      if (kept !== undefined) set(errors, list, kept);
      return { ...result, errors } as typeof result;
    };
    return { resolver: resolve, served };
  }, [definition, mode]);
  const form = useForm<TValues, unknown, TOutput>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TValues>,
    shouldFocusError: false,
    // The resolver stops a schema's pipe at its first failing rule unless every criterion is asked for;
    // the cross-field rules (emergency contact, consent block) must all report at once.
    criteriaMode: 'all',
  });
  useEffect(() => served.set(form), [served, form]);
  const submit = useRegistrationSubmit<TValues, TOutput>({
    kind: definition.kind,
    mode,
    regId: edit?.regId,
    version: edit?.version,
    setError: form.setError,
    sent: options.sent,
    afterCreate: options.afterCreate,
    // The draft is forgotten once the registration is stored (the thank-you page follows).
    onCreated: () => draft.forget(),
    onSending: (now) => draft.sendingNow(now),
  });
  /** The visitor has started on the form: load its definition and (create) the captcha. */
  const start = () => {
    if (started) return;
    setStarted(true);
    submit.prepare();
    // The rules and their resolver now, while the visitor is online: a form filled in and sent without a
    // network did nothing at all when the resolver's module was first asked for by the press.
    void Promise.all([definition.load(), import('@hookform/resolvers/valibot')]).catch(() => {
      // Asked again by the resolver at the next validation.
    });
  };
  const draft = useFormDraft({
    name: definition.kind.regType,
    form,
    active: mode === 'create' && !edit,
    listsReady: route?.listsReady ?? true,
    blank,
    omit: [...definition.loading.serverDates, ...(options.files ?? []).map((field) => [field])],
    onRestore: start,
    onClear: options.onClear,
  });
  /**
   * After an edit refused because the registration changed elsewhere (412): the stored version becomes the
   * form's (values and version), with the visitor's changes since the form was loaded laid over it, so the
   * next press saves them without undoing the other change. False when it could not be read.
   */
  const keepChangesOverLatest = async (): Promise<boolean> => {
    const latest = await route?.reloadEdit?.();
    if (!latest) return false;
    const changes = changesSince(form.formState.defaultValues, form.getValues());
    form.reset(shownValuesOf(latest));
    for (const [path, value] of changes) form.setValue(path as Path<TValues>, value as never, { shouldDirty: true });
    return true;
  };
  const hasFiles = options.files !== undefined;
  // The address the registration belongs to (an edit's): edit forms have no email field to show it in.
  const ownerEmail = edit ? String(edit.values[definition.kind.ownerEmail] ?? '') : '';
  return {
    kind: definition.kind,
    mode,
    pending,
    started,
    start,
    form,
    submit,
    draft,
    hasFiles,
    ownerEmail,
    keepChangesOverLatest,
  };
}

export type RegistrationFormState<TValues extends FieldValues, TOutput> = ReturnType<
  typeof useRegistrationForm<TValues, TOutput>
>;
