import { useCallback, useEffect, useState } from 'react';
import type { Loaded } from '../../lib/auth/my-registrations.ts';
import type { Session } from '../../lib/auth/session-client.ts';
import { OFFLINE, type Changed } from '../../lib/staff/staff-client.ts';

export type DeskData<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; value: T };

/** What each panel is given: a fresh session per call, and what to do when the API says no. */
export interface DeskAccess {
  fresh: () => Promise<Session | null>;
  deny: () => void;
}

/**
 * Loads a panel's data when it is shown or its loader changes (another kind), and again on `reload` (after a
 * change, or the Refresh button). Data of an earlier loader reads as loading. A 'denied' answer hands the
 * page back to the door (useStaffSession).
 */
export function useStaffData<T>(access: DeskAccess, load: (session: Session) => Promise<Loaded<T>>) {
  const [loaded, setLoaded] = useState<{ source: typeof load; round: number; data: DeskData<T> } | null>(null);
  const [round, setRound] = useState(0);
  const { fresh, deny } = access;
  useEffect(() => {
    // An answer that comes after the panel moved on (another kind, a reload) is dropped.
    let live = true;
    void (async () => {
      const session = await fresh();
      if (!live) return;
      // No session: signed out (the page is on its way to sign in) or no network (the panel says so).
      if (!session) return setLoaded({ source: load, round, data: { kind: 'failed' } });
      const answer = await load(session);
      if (!live) return;
      if (answer.kind === 'denied') return deny();
      const data: DeskData<T> = answer.kind === 'ok' ? { kind: 'ready', value: answer.value } : { kind: 'failed' };
      setLoaded({ source: load, round, data });
    })();
    return () => {
      live = false;
    };
  }, [fresh, deny, load, round]);
  const reload = useCallback(() => setRound((current) => current + 1), []);
  const current = loaded && loaded.source === load && loaded.round === round;
  const data: DeskData<T> = current ? loaded.data : { kind: 'loading' };
  return { data, reload };
}

export const FAILED_MESSAGE = 'Sorry! Something went wrong. Please try again later.';

/**
 * Changes made from a table's rows (a consent reminder, a removal decision): one at a time (`busy` names the
 * row), each row's outcome said in its place: `done` when the API took it, its message when it refused.
 */
export function useRowChanges(access: DeskAccess) {
  const [outcomes, setOutcomes] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const { fresh, deny } = access;
  const run = useCallback(
    async (regId: string, change: (session: Session) => Promise<Changed>, done: string) => {
      setBusy(regId);
      const session = await fresh();
      const outcome = session ? await change(session) : OFFLINE;
      setBusy(null);
      if (outcome.kind === 'denied') return deny();
      setOutcomes((current) => ({ ...current, [regId]: outcome.kind === 'ok' ? done : outcome.message }));
    },
    [fresh, deny],
  );
  const forget = useCallback(() => setOutcomes({}), []);
  return { outcomes, busy, run, forget };
}
