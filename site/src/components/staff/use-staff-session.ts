import { useCallback, useEffect, useState } from 'react';
import { getSession, loginUrl, type Session } from '../../lib/auth/session-client.ts';

export type StaffGate =
  { kind: 'loading' } | { kind: 'denied'; signedInAs: string } | { kind: 'staff'; session: Session };

/**
 * The staff desk's door: a logged-out visitor is sent to sign in and back to `returnTo`; a signed-in user
 * the API does not count as staff sees the access-denied message (the API refuses them anyway). `fresh`
 * gives a new access token for each call: the desk stays open longer than a token lives.
 */
export function useStaffSession(returnTo: string) {
  const [gate, setGate] = useState<StaffGate>({ kind: 'loading' });
  useEffect(() => {
    void getSession().then((session) => {
      if (!session) return window.location.replace(loginUrl(returnTo));
      setGate(
        session.user.staff
          ? { kind: 'staff', session }
          : { kind: 'denied', signedInAs: session.user.email ?? session.user.name },
      );
    });
  }, [returnTo]);

  const fresh = useCallback(async (): Promise<Session | null> => {
    const session = await getSession({ fresh: true });
    if (!session) window.location.replace(loginUrl(returnTo));
    return session;
  }, [returnTo]);

  /** The API refused a call (the session ended, or staff access was withdrawn): show the door again. */
  const deny = useCallback(() => setGate({ kind: 'denied', signedInAs: '' }), []);
  return { gate, fresh, deny };
}
