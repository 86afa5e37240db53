import { MESSAGES } from '@stem/shared';
import { Fragment, useCallback, useEffect, useMemo, useState } from 'react';
import { FormStatus } from '../form/form-status.tsx';
import type { LazyFormDefinition } from './form-definition.ts';
import { NO_LISTS, RegistrationRouteContext, type RegistrationRouteProps, type RouteState } from './route-context.ts';
import { useOptionLists, type OptionsLoader } from './use-option-lists.ts';
import { useOwnedRegistration } from './use-owned-registration.ts';

/** An edit form's route state while it waits: the same object always, so the form's context stays put. */
const PENDING: RouteState = { mode: 'edit', pending: true };

/**
 * An edit page's route (SPEC §2, §4): login, ownership and the registration, its option lists and what
 * else the kind's edit form needs to mount (`prepareEdit`); the form waits meanwhile, disabled, in its final
 * layout (RegistrationRoute). The kind's schemas are not among them: the stored values are shown with its
 * loading rules alone, and the schemas load when the visitor starts on the form, as on a new form.
 */
export function EditRoute<TKeys extends string>({
  definition,
  loaders,
  catalogues,
  children,
}: RegistrationRouteProps<TKeys>) {
  const { state: owned, reload } = useOwnedRegistration(definition.kind);
  const { lists, ready } = useOptionLists((loaders ?? NO_LISTS) as Record<TKeys, OptionsLoader>, true, catalogues);
  const parts = useEditParts(definition);
  const loaded = owned.kind === 'ready' && ready && parts === 'ready' ? owned.loaded : undefined;
  const body = useMemo(() => children({ edit: loaded, lists }), [children, loaded, lists]);
  // The waiting form's height, read once hydrated: the loaded form keeps it while its sections mount.
  const [waitingHeight, setWaitingHeight] = useState<number>();
  const measure = useCallback((form: HTMLFormElement | null) => {
    if (form) setWaitingHeight(form.offsetHeight);
  }, []);
  const loadedState = useMemo<RouteState>(
    () => ({ mode: 'edit', pending: false, stagedHeight: waitingHeight ?? 0, reloadEdit: reload }),
    [waitingHeight, reload],
  );
  if (owned.kind === 'failed' || parts === 'failed') return <LoadFailed />;
  return (
    <RegistrationRouteContext value={loaded ? loadedState : PENDING}>
      {loaded || import.meta.env.SSR ? (
        // A new key once loaded: the form mounts afresh, with the stored values as its defaults.
        <Fragment key={loaded ? 'loaded' : 'pending'}>{body}</Fragment>
      ) : (
        // The waiting form as the page was built with it (disabled, blank, "Loading your registration…"),
        // kept as it is until the registration arrives. Hydrating it would render the whole form once only
        // to mount it again a moment later with the stored values: on a slow phone that first render was as
        // long a task as the mount. Preact leaves the markup of an element hydrated with
        // `dangerouslySetInnerHTML` untouched, and the built form's root is this one `<form>` (a kind's body
        // renders nothing beside it until its registration is there).
        <form ref={measure} aria-busy="true" dangerouslySetInnerHTML={KEEP_BUILT} />
      )}
    </RegistrationRouteContext>
  );
}

const KEEP_BUILT = { __html: '' };

/**
 * The registration (or what its form needs) could not be loaded: SPEC §8's words, and the two ways on (qa27a:
 * one red line, and nothing to press).
 */
function LoadFailed() {
  return (
    <>
      <FormStatus message={MESSAGES.registrationsLoadFailed} />
      <p className="actions--row">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
        <a className="button button--secondary" href="/multiple">
          View/Edit My Registrations
        </a>
      </p>
    </>
  );
}

/** What the kind's edit form must load before it mounts (`prepareEdit`), asked for with the registration. */
function useEditParts(definition: LazyFormDefinition): 'loading' | 'ready' | 'failed' {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    definition.prepareEdit().then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [definition]);
  return state;
}
