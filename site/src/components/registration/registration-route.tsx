import { MESSAGES, type FormMode } from '@stem/shared';
import type { RegistrationKind } from '@stem/shared/registration-kinds';
import type { ReactNode } from 'react';
import type { Choice } from '../../lib/api/registration-client.ts';
import { FormStatus } from '../form/form-status.tsx';
import { useNewFormGuard } from './use-new-form-guard.ts';
import { useOptionLists, type OptionsLoader } from './use-option-lists.ts';
import { useOwnedRegistration, type LoadedRegistration } from './use-owned-registration.ts';

/** What a kind's form body gets: the registration to edit (none on a new form) and its option lists. */
export interface RegistrationBodyProps<TKeys extends string> {
  edit: LoadedRegistration | undefined;
  lists: Record<TKeys, Choice[]>;
}

export interface RegistrationRouteProps<TKeys extends string> {
  kind: RegistrationKind;
  /** The page's mode: the -new page creates, the -edit page (`?regId=`) edits (SPEC §4). */
  mode: FormMode;
  /** New pages: the kind's switch, baked in at build time (SPEC §2 guard). */
  switchOpen?: boolean | undefined;
  /** The form's option lists (catalogues, groups); a constant of the form. */
  loaders?: Record<TKeys, OptionsLoader>;
  children: (props: RegistrationBodyProps<TKeys>) => ReactNode;
}

const NO_LISTS: Record<never, OptionsLoader> = {};

function Loading() {
  return (
    <p className="loading" role="status">
      Loading…
    </p>
  );
}

/**
 * What stands between a registration page and its form (SPEC §2, §4): on a new page the guard (switch, age
 * gate); on an edit page login, ownership and loading the registration. The form body mounts once it may
 * show, and an edit form only once its registration and option lists are there, so every field, selects
 * included, takes its stored value from the form's default values.
 */
export function RegistrationRoute<const TKeys extends string = never>(props: RegistrationRouteProps<TKeys>) {
  return props.mode === 'edit' ? <EditRoute {...props} /> : <NewRoute {...props} />;
}

function NewRoute<TKeys extends string>({ kind, switchOpen = true, loaders, children }: RegistrationRouteProps<TKeys>) {
  const allowed = useNewFormGuard(kind, switchOpen);
  const { lists } = useOptionLists((loaders ?? NO_LISTS) as Record<TKeys, OptionsLoader>, allowed);
  return allowed ? children({ edit: undefined, lists }) : <Loading />;
}

function EditRoute<TKeys extends string>({ kind, loaders, children }: RegistrationRouteProps<TKeys>) {
  const owned = useOwnedRegistration(kind);
  const { lists, ready } = useOptionLists((loaders ?? NO_LISTS) as Record<TKeys, OptionsLoader>, true);
  if (owned.kind === 'failed') return <FormStatus message={MESSAGES.registrationsLoadFailed} />;
  return owned.kind === 'ready' && ready ? children({ edit: owned.loaded, lists }) : <Loading />;
}
