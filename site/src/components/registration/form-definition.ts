import type { FieldPath, FormMode } from '@stem/shared';
import { loadingRulesOf } from '@stem/shared/registration/loading-rules';
import type { RegistrationKind } from '@stem/shared/registration-kinds';
import { lazyPart } from './lazy-part.ts';

/** What the form needs of a kind's `defineRegistration` result (msIndividualRegistration…): its schemas. */
export interface FormDefinition {
  kind: RegistrationKind;
  schemaFor(mode: FormMode): object;
}

/** A kind's loading rules as the edit form applies them (LoadingRules, with its defaults). */
export interface EditLoading {
  prepareLoaded: (stored: Record<string, unknown>, today: Date) => object;
  serverDates: readonly FieldPath[];
}

/**
 * A kind's form definition as a page holds it: the registry line at once, the definition itself (its
 * schemas, the validation library, the phone number metadata: most of a form's script) loaded when the form
 * first needs it. A new form asks for it when the visitor starts on the form, its resolver waits for it; an
 * edit form asks for it with the registration, before it mounts.
 */
export interface LazyFormDefinition {
  kind: RegistrationKind;
  /** Loads the definition once (again after a failed load); resolves to it. */
  load(): Promise<FormDefinition>;
  /** The definition, once loaded. */
  loaded(): FormDefinition | undefined;
  /** The kind's loading rules: at once, without the schemas, so an edit form shows its registration first. */
  loading: EditLoading;
  /**
   * Loads what an edit form must have before it mounts with the stored values, beside its registration (the
   * sections a blank form does not show, where a kind loads them later); nothing by default.
   */
  prepareEdit(): Promise<unknown>;
}

/** What a kind's form adds to its definition: what its edit form must load before it mounts. */
export interface FormDefinitionOptions {
  prepareEdit?: () => Promise<unknown>;
}

const nothingToLoad = () => Promise.resolve();

/**
 * `lazyFormDefinition(REGISTRATION_KINDS.MSIND, async () => (await import('@stem/shared/registration/ms-individual-schema')).msIndividualRegistration)`:
 * the dynamic import keeps the kind's schema module, and all it imports, out of the page's first script;
 * the kind's loading rules (LOADING_RULES, as its `defineRegistration` has them) are in it.
 */
export function lazyFormDefinition(
  kind: RegistrationKind,
  load: () => Promise<FormDefinition>,
  { prepareEdit = nothingToLoad }: FormDefinitionOptions = {},
): LazyFormDefinition {
  const part = lazyPart(load);
  // The rules take the stored values as the API gives them (`never`: each kind's own, narrower type).
  const loading = loadingRulesOf(kind.regType) as EditLoading;
  return { kind, load: part.load, loaded: part.loaded, loading, prepareEdit };
}
