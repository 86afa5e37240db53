import type { FieldPath, FormMode } from '@stem/shared';
import type { RegistrationKind } from '@stem/shared/registration-kinds';
import { lazyPart } from './lazy-part.ts';

/**
 * What the form needs of a kind's `defineRegistration` result (msIndividualRegistration,
 * hsChaperoneRegistration…): its schema per mode, its loading rules and its server-written dates.
 */
export interface FormDefinition {
  kind: RegistrationKind;
  schemaFor(mode: FormMode): object;
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
}

/**
 * `lazyFormDefinition(REGISTRATION_KINDS.MSIND, async () => (await import('@stem/shared/registration/ms-individual-schema')).msIndividualRegistration)`:
 * the dynamic import keeps the kind's schema module, and all it imports, out of the page's first script.
 */
export function lazyFormDefinition(kind: RegistrationKind, load: () => Promise<FormDefinition>): LazyFormDefinition {
  const part = lazyPart(load);
  return { kind, load: part.load, loaded: part.loaded };
}
