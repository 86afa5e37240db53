import type { FormMode } from '@stem/shared';
import { createContext, type ReactNode } from 'react';
import type { Choice } from '../../lib/api/catalog-client.ts';
import type { LazyFormDefinition } from './form-definition.ts';
import type { BuiltCatalogues, OptionsLoader } from './use-option-lists.ts';
import type { LoadedRegistration } from './use-owned-registration.ts';

// What RegistrationRoute shares with its new and edit routes and with useRegistrationForm: its own module,
// since the edit route is loaded apart (registration-route.tsx).

/** What a kind's form body gets: the registration to edit (none on a new form) and its option lists. */
export interface RegistrationBodyProps<TKeys extends string> {
  /** The owner's registration; undefined on a new form and on an edit form whose registration is on its way. */
  edit: LoadedRegistration | undefined;
  lists: Record<TKeys, Choice[]>;
}

export interface RegistrationRouteProps<TKeys extends string> {
  /** The kind's definition (`lazyFormDefinition`), the one its form body passes to useRegistrationForm. */
  definition: LazyFormDefinition;
  /** The page's mode: the -new page creates, the -edit page (`?regId=`) edits (SPEC §4). */
  mode: FormMode;
  /** New pages: the kind's switch, baked in at build time (SPEC §2 guard). */
  switchOpen?: boolean | undefined;
  /**
   * New pages: the kind's closing date-time from the CMS (ISO 8601, baked in at build time), or none. Once the
   * browser's clock passes it the form gives way to the deadline message, without a rebuild.
   */
  closesAt?: string | null | undefined;
  /** The form's option lists (catalogues, groups); a constant of the form. */
  loaders?: Record<TKeys, OptionsLoader>;
  /** The catalogues the page was built with (`getCatalogues` of the form's `categoriesOf(loaders)`). */
  catalogues?: BuiltCatalogues | undefined;
  children: (props: RegistrationBodyProps<TKeys>) => ReactNode;
}

/**
 * What a form page hands its form for the route, and the form passes on as it is: the mode, the catalogues
 * it was built with and, on a new page, the kind's switch and closing date-time. A prop RegistrationRoute
 * takes from pages goes here once.
 */
export type FormPageProps = Pick<RegistrationRouteProps<never>, 'mode' | 'switchOpen' | 'closesAt' | 'catalogues'>;

/**
 * The page's mode, and whether an edit form is still waiting for its registration (it then shows disabled,
 * blank, in its final layout). useRegistrationForm reads it, so a kind's body needs no prop for it.
 */
export interface RouteState {
  mode: FormMode;
  pending: boolean;
  /**
   * An edit form whose registration has just arrived: the height of the waiting form it replaces. The form
   * mounts its sections one per task (useStagedSections) and keeps at least this height meanwhile, so
   * nothing below it moves.
   */
  stagedHeight?: number | undefined;
  /**
   * A new form: whether its option lists have all answered. A kept draft is given back only then, so each
   * select has its options when it takes its value (as an edit form waits for them before it mounts).
   */
  listsReady?: boolean | undefined;
  /**
   * An edit form: reads the registration as stored now and hands it to the form as its `edit` (values and
   * version), the form staying mounted with what was typed. Null when it could not be read.
   */
  reloadEdit?: (() => Promise<LoadedRegistration | null>) | undefined;
}
export const RegistrationRouteContext = createContext<RouteState | null>(null);

export const NO_LISTS: Record<never, OptionsLoader> = {};
