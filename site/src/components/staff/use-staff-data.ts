import { useCallback, useEffect, useState } from 'react';
import type { Loaded } from '../../lib/auth/my-registrations.ts';
import type { Session } from '../../lib/auth/session-client.ts';
import { OFFLINE, type Changed } from '../../lib/staff/staff-client.ts';

/** `stale`: a refresh failed (no network, or no answer), and this is what was read before. */
export type DeskData<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; value: T; stale?: boolean };

/** What each panel is given: a fresh session per call, and what to do when the API says no. */
export interface DeskAccess {
  fresh: () => Promise<Session | null>;
  deny: () => void;
}

/**
 * Loads a panel's data when it is shown or its loader changes (another kind), and again on `reload` (after a
 * change, or the Refresh button) and when the page is shown again after being hidden, keeping what was read on screen meanwhile, and after a refresh that failed
 * (`stale`). Data of an earlier loader reads as loading. A 'denied' answer hands the page back to the door
 * (useStaffSession).
 */
export function useStaffData<T>(access: DeskAccess, load: (session: Session) => Promise<Loaded<T>>) {
  const [loaded, setLoaded] = useState<{ source: typeof load; round: number; data: DeskData<T> } | null>(null);
  const [round, setRound] = useState(0);
  const { fresh, deny } = access;
  useEffect(() => {
    // An answer that comes after the panel moved on (another kind, a reload) is dropped.
    let live = true;
    void (async () => {
      // A failed refresh keeps what was read before, marked stale: the desk does not go blank offline.
      const fail = () =>
        setLoaded((previous) => ({
          source: load,
          round,
          data:
            previous?.source === load && previous.data.kind === 'ready'
              ? { ...previous.data, stale: true }
              : { kind: 'failed' },
        }));
      const session = await fresh();
      if (!live) return;
      // No session: signed out (the page is on its way to sign in) or no network (the panel says so).
      if (!session) return fail();
      const answer = await load(session);
      if (!live) return;
      if (answer.kind === 'denied') return deny();
      if (answer.kind !== 'ok') return fail();
      setLoaded({ source: load, round, data: { kind: 'ready', value: answer.value } });
    })();
    return () => {
      live = false;
    };
  }, [fresh, deny, load, round]);
  const reload = useCallback(() => setRound((current) => current + 1), []);
  // Back to the desk's tab (from the mail, another tab, a locked phone): what is shown is read again, as a
  // click on Refresh would. The desk lists what changes while an organiser is away (registrations, consents
  // confirmed, requests), and nothing said when it was last read.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [reload]);
  // While a refresh is on its way, what was read before stays on screen.
  const ofThisLoader = loaded?.source === load ? loaded : null;
  const data: DeskData<T> =
    ofThisLoader && (ofThisLoader.round === round || ofThisLoader.data.kind === 'ready')
      ? ofThisLoader.data
      : { kind: 'loading' };
  // A refresh on its way, with what was read before on screen (the Refresh button says so).
  const refreshing = data.kind === 'ready' && ofThisLoader?.round !== round;
  return { data, reload, refreshing };
}

/** A panel that could not read its data, and a refresh that could not (what is shown was read before). */
export const READ_FAILED = 'The desk could not read this: no network, or no answer from the server.';
export const REFRESH_FAILED =
  'Could not refresh: no network, or no answer from the server. What is shown was read before.';

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
