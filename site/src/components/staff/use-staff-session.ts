import { useCallback, useEffect, useState } from 'react';
import { freshSession, getSession, loginUrl, type Session } from '../../lib/auth/session-client.ts';

export type StaffGate =
  { kind: 'loading' } | { kind: 'denied'; signedInAs: string } | { kind: 'staff'; session: Session };

/**
 * The staff desk's door: a logged-out visitor is sent to sign in and back to `returnTo` (with the address's
 * `#section`, so a mailed link to a desk section survives the sign-in); a signed-in user
 * the API does not count as staff sees the access-denied message (the API refuses them anyway). `fresh`
 * gives a new access token for each call: the desk stays open longer than a token lives; null (and the page
 * stays) when the network is down.
 */
export function useStaffSession(returnTo: string) {
  const signIn = useCallback(() => window.location.replace(loginUrl(`${returnTo}${window.location.hash}`)), [returnTo]);
  const [gate, setGate] = useState<StaffGate>({ kind: 'loading' });
  useEffect(() => {
    void getSession().then((session) => {
      if (!session) return signIn();
      setGate(
        session.user.staff
          ? { kind: 'staff', session }
          : { kind: 'denied', signedInAs: session.user.email ?? session.user.name },
      );
    });
  }, [signIn]);

  // Null without the network too, and then the desk stays: sending the page to sign in would put the
  // browser's "no internet" page in its place. Each panel says the server could not be reached.
  const fresh = useCallback(async (): Promise<Session | null> => {
    const session = await freshSession();
    if (session === null) signIn();
    return session === 'offline' ? null : session;
  }, [signIn]);

  /** The API refused a call (the session ended, or staff access was withdrawn): show the door again. */
  const deny = useCallback(() => setGate({ kind: 'denied', signedInAs: '' }), []);
  return { gate, fresh, deny };
}
