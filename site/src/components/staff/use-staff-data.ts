import { useCallback, useEffect, useState } from 'react';
import type { Loaded } from '../../lib/auth/my-registrations.ts';
import type { Session } from '../../lib/auth/session-client.ts';

export type DeskData<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; value: T };

/** What each panel is given: a fresh session per call, and what to do when the API says no. */
export interface DeskAccess {
  fresh: () => Promise<Session | null>;
  deny: () => void;
}

/**
 * Loads a panel's data when it is shown, and again on `reload` (after a change, or the Refresh button). A
 * 'denied' answer hands the page back to the door (useStaffSession).
 */
export function useStaffData<T>(access: DeskAccess, load: (session: Session) => Promise<Loaded<T>>) {
  const [data, setData] = useState<DeskData<T>>({ kind: 'loading' });
  const { fresh, deny } = access;
  const reload = useCallback(async () => {
    setData({ kind: 'loading' });
    const session = await fresh();
    if (!session) return;
    const loaded = await load(session);
    if (loaded.kind === 'denied') return deny();
    setData(loaded.kind === 'ok' ? { kind: 'ready', value: loaded.value } : { kind: 'failed' });
  }, [fresh, deny, load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, reload };
}

export const FAILED_MESSAGE = 'Sorry! Something went wrong. Please try again later.';
