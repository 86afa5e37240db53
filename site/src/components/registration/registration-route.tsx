import { DEADLINE_PASSED_MESSAGE } from '@stem/shared/messages';
import { lazy, Suspense, useMemo } from 'react';
import { FormStatus } from '../form/form-status.tsx';
import {
  NO_LISTS,
  RegistrationRouteContext,
  type RegistrationBodyProps,
  type RegistrationRouteProps,
  type RouteState,
} from './route-context.ts';
import { useDeadlinePassed } from './use-deadline-passed.ts';
import { useNewFormGuard } from './use-new-form-guard.ts';
import { useOptionLists, type OptionsLoader } from './use-option-lists.ts';

export type { RegistrationBodyProps, RegistrationRouteProps };

/**
 * The edit route (login, ownership, loading) is only for edit pages: the browser loads it when an edit page
 * renders it, so a new form's first script does without it. The page is built with it in place (the build
 * awaits the module), and React hydrates that markup once the module has arrived.
 */
const EditRoute = import.meta.env.SSR
  ? (await import('./edit-route.tsx')).EditRoute
  : lazy(async () => ({ default: (await import('./edit-route.tsx')).EditRoute }));

/**
 * What stands between a registration page and its form (SPEC §2, §4). The form itself is in the page from
 * the build (prerendered, then hydrated), so nothing moves when scripts arrive: on a new page the guard
 * (switch, age gate) runs once hydrated and leaves the page when it must; on an edit page login, ownership
 * and loading the registration run once hydrated while the form waits, disabled, in the same layout, then
 * the form mounts again with the stored values, its option lists and its kind's loading rules, so
 * every field, selects included, takes its stored value from the form's default values.
 */
export function RegistrationRoute<const TKeys extends string = never>(props: RegistrationRouteProps<TKeys>) {
  return props.mode === 'edit' ? (
    <Suspense>
      <EditRoute {...(props as RegistrationRouteProps<string>)} />
    </Suspense>
  ) : (
    <NewRoute {...props} />
  );
}

/**
 * A new form's route state, before and after its option lists have answered: the same two objects always,
 * so the form's context changes once at most, when the lists arrive (which re-renders the form anyway).
 */
const CREATE: RouteState = { mode: 'create', pending: false, listsReady: false };
const CREATE_LISTED: RouteState = { mode: 'create', pending: false, listsReady: true };

function NewRoute<TKeys extends string>({
  definition,
  switchOpen = true,
  closesAt,
  loaders,
  catalogues,
  children,
}: RegistrationRouteProps<TKeys>) {
  const allowed = useNewFormGuard(definition.kind, switchOpen);
  const deadlinePassed = useDeadlinePassed(closesAt);
  const { lists, ready } = useOptionLists(
    (loaders ?? NO_LISTS) as Record<TKeys, OptionsLoader>,
    allowed && !deadlinePassed,
    catalogues,
  );
  // The form re-renders when a list arrives, not when the guard has read the address after hydration.
  const body = useMemo(() => children({ edit: undefined, lists }), [children, lists]);
  // A closed kind's page goes home at once (built without the form).
  if (!switchOpen) return <FormStatus message="Registration is closed." />;
  if (deadlinePassed) return <FormStatus message={DEADLINE_PASSED_MESSAGE} />;
  return <RegistrationRouteContext value={ready ? CREATE_LISTED : CREATE}>{body}</RegistrationRouteContext>;
}
