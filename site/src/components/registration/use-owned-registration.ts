import { editPageOf, regIdOfEditPage, type RegistrationKind } from '@stem/shared/registration-kinds';
import { useCallback, useEffect, useState } from 'react';
import { loadRegistration } from '../../lib/auth/my-registrations.ts';
import { ACCESS_DENIED_PAGE, currentPage, getSession, loginUrl } from '../../lib/auth/session-client.ts';

/** A registration loaded for its owner's edit form. */
export interface LoadedRegistration {
  regId: string;
  /** The stored fields as the API gives them (regId and regType included). */
  values: Record<string, unknown>;
  /** The version read (the answer's ETag): the edit sends it back, so it cannot undo a later change. */
  version?: string | undefined;
}

export type OwnedRegistrationState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; loaded: LoadedRegistration };

/**
 * The edit routes' guard and loader (SPEC §2, §4): a logged-out visitor goes to sign in and back, a
 * registration that is not the user's goes to /access-denied, the user's own registration of another kind
 * to its kind's edit page (a link of the wrong form: its page said "not yours", which it was), no regId to the
 * chooser; otherwise the owner's registration, usually asked for already by the page's own first script
 * (lib/auth/registration-prefetch.ts). Only the edit route, loaded by edit pages alone, uses it, so the
 * registration's client is not part of a new form's first script.
 */
export function useOwnedRegistration(kind: RegistrationKind): {
  state: OwnedRegistrationState;
  reload: () => Promise<LoadedRegistration | null>;
} {
  const [state, setState] = useState<OwnedRegistrationState>({ kind: 'loading' });
  const { regType } = kind;
  useEffect(() => {
    void (async () => {
      const session = await getSession();
      if (!session) return window.location.replace(loginUrl(currentPage()));
      const regId = regIdOfEditPage(window.location);
      if (!regId) return window.location.replace('/multiple');
      const loaded = await loadRegistration(session, regId);
      if (loaded.kind === 'ok' && loaded.value['regType'] !== regType) {
        return window.location.replace(editPageOf({ regType: loaded.value['regType'], regId }) ?? ACCESS_DENIED_PAGE);
      }
      if (loaded.kind === 'denied') return window.location.replace(ACCESS_DENIED_PAGE);
      setState(
        loaded.kind === 'ok'
          ? { kind: 'ready', loaded: { regId, values: loaded.value, version: loaded.version } }
          : { kind: 'failed' },
      );
    })();
  }, [regType]);
  /**
   * The registration as it is stored now, replacing the one loaded (its values and version): after an edit
   * refused because it changed elsewhere. Null when it cannot be read (no network, signed out, gone).
   */
  const reload = useCallback(async (): Promise<LoadedRegistration | null> => {
    const session = await getSession({ fresh: true });
    const regId = regIdOfEditPage(window.location);
    if (!session || !regId) return null;
    const loaded = await loadRegistration(session, regId);
    if (loaded.kind !== 'ok' || loaded.value['regType'] !== regType) return null;
    const latest = { regId, values: loaded.value, version: loaded.version };
    setState({ kind: 'ready', loaded: latest });
    return latest;
  }, [regType]);
  return { state, reload };
}
