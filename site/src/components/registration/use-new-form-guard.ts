import type { RegistrationKind } from '@stem/shared/registration-kinds';
import { useEffect } from 'react';
import { resolveNewFormGuard } from '../../lib/registration/form-guard.ts';
import { unchanging, useBrowserSnapshot } from '../hydration/use-browser-snapshot.ts';

/** The query string does not change while the page lives (`unchanging`); none while hydrating. */
const browserSearch = () => window.location.search;
const noSearch = () => null;

/**
 * Runs a new registration page's guard (SPEC §2) once the page is hydrated: a regId → the kind's edit page,
 * switch off → home, an age-gated kind without the gate's flag → the gate. Only the guard reads the query
 * string, which a static page knows only in the browser; the form is in the page from the build either way,
 * and a visitor the guard sends away leaves before they can use it. True once the form may be used (its
 * option lists then load).
 */
export function useNewFormGuard(kind: RegistrationKind, switchOpen: boolean): boolean {
  const search = useBrowserSnapshot(unchanging, browserSearch, noSearch);
  const guard = search === null && kind.ageGated ? null : resolveNewFormGuard(search ?? '', switchOpen, kind);
  const redirect =
    guard?.kind === 'home' ? '/' : guard?.kind === 'verify-age' || guard?.kind === 'edit' ? guard.to : null;
  useEffect(() => {
    if (redirect) window.location.replace(redirect);
  }, [redirect]);
  return guard?.kind === 'form';
}
