import type { RegistrationKind } from '@stem/shared/registration-kinds';
import { useEffect, useSyncExternalStore } from 'react';
import { resolveNewFormGuard } from '../../lib/registration/form-guard.ts';

/** The query string does not change while the page lives: nothing to subscribe to; none while hydrating. */
const unchanging = () => () => {};
const browserSearch = () => window.location.search;
const noSearch = () => null;

/**
 * Runs a new registration page's guard (SPEC §2) before the form renders: switch off → home, an age-gated
 * kind without the gate's flag → the gate. Only the age gate reads the query string, which a static page
 * knows only in the browser: an age-gated form shows a loading status until then, while a kind without the
 * gate whose switch is on shows its form from the first render (and in the prerendered page). True once the
 * form may show.
 */
export function useNewFormGuard(kind: RegistrationKind, switchOpen: boolean): boolean {
  const search = useSyncExternalStore(unchanging, browserSearch, noSearch);
  const guard = search === null && kind.ageGated ? null : resolveNewFormGuard(search ?? '', switchOpen, kind);
  const redirect = guard?.kind === 'home' ? '/' : guard?.kind === 'verify-age' ? guard.to : null;
  useEffect(() => {
    if (redirect) window.location.replace(redirect);
  }, [redirect]);
  return guard?.kind === 'form';
}
