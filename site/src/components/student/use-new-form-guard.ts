import type { AgeGatedRegType } from '@stem/shared';
import { useEffect, useState } from 'react';
import { resolveNewFormGuard } from '../../lib/registration/form-guard.ts';

/**
 * Runs the new-form guard (SPEC §2) before the form renders: the query string is known only in the
 * browser, so until it has run the island shows a loading status. True once the form may show.
 */
export function useNewFormGuard(switchOpen: boolean, regType: AgeGatedRegType): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const guard = resolveNewFormGuard(window.location.search, switchOpen, regType);
    if (guard.kind === 'home') window.location.replace('/');
    else if (guard.kind === 'verify-age') window.location.replace(guard.to);
    else setAllowed(true);
  }, [switchOpen, regType]);
  return allowed;
}
