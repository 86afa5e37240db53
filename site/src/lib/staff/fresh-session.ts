import { readSession, type Session } from '../auth/session-client.ts';

/**
 * A fresh access token for the organisers' pages: 'offline' when the server cannot be reached (nobody is sent
 * to sign in for a dropped network: the browser's "no internet" page would replace the desk, and the door's
 * queue with it), null when signed out.
 */
export async function freshSession(): Promise<Session | 'offline' | null> {
  let response: Response;
  try {
    response = await fetch('/auth/token', { method: 'POST', credentials: 'same-origin', cache: 'no-store' });
  } catch {
    return 'offline';
  }
  if (response.status >= 500) return 'offline';
  return response.ok ? readSession(await response.json().catch(() => null)) : null;
}
