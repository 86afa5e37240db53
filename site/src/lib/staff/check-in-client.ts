// The check-in page's calls (/api/staff/check-in*). Types from the shared contract only.
import { AUTHORIZATION_HEADER, type Answer } from '@stem/shared/api-contract';
import type { CheckInAnswer, CheckInLookup, CheckInRequest } from '@stem/shared/check-in-contract';
import type { Loaded } from '../auth/my-registrations.ts';
import type { Session } from '../auth/session-client.ts';
import { noteServerDate } from './server-clock.ts';

type Token = Pick<Session, 'accessToken'>;

/** A look-up's outcome: found, not a registration's code (404), signed out or not staff, or no answer. */
export type Found<T> = { kind: 'ok'; value: T } | { kind: 'unknown' } | { kind: 'denied' } | { kind: 'error' };

async function dataOf<T>(session: Token, url: string): Promise<Found<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { [AUTHORIZATION_HEADER]: `Bearer ${session.accessToken}` },
      cache: 'no-store',
    });
  } catch {
    return { kind: 'error' };
  }
  noteServerDate(response.headers.get('date'));
  if (response.status === 401 || response.status === 403) return { kind: 'denied' };
  if (response.status === 404) return { kind: 'unknown' };
  const answer = (await response.json().catch(() => null)) as Answer<T> | null;
  return response.ok && answer?.code === 0 && answer.data !== undefined
    ? { kind: 'ok', value: answer.data }
    : { kind: 'error' };
}

/** GET /api/staff/check-in?token=…: whose QR code it is (and a group leader's students). */
export const lookUpCode = (session: Token, token: string) =>
  dataOf<CheckInLookup>(session, `/api/staff/check-in?token=${encodeURIComponent(token)}`);

/** GET /api/staff/check-in/search?name=…: attendees whose name holds every word. */
export const searchPeople = async (session: Token, name: string): Promise<Loaded<CheckInLookup[]>> => {
  const found = await dataOf<CheckInLookup[]>(session, `/api/staff/check-in/search?name=${encodeURIComponent(name)}`);
  return found.kind === 'unknown' ? { kind: 'error' } : found;
};

/** The outcome of sending check-ins: the answer; 'denied'; refused as a whole (400: drop them); or unsent. */
export type Sent =
  { kind: 'ok'; value: CheckInAnswer } | { kind: 'denied' } | { kind: 'refused' } | { kind: 'offline' };

/** POST /api/staff/check-ins: a batch of check-ins, each recorded once whatever happens to the answer. */
export async function sendCheckIns(session: Token, checkIns: readonly CheckInRequest[]): Promise<Sent> {
  let response: Response;
  try {
    response = await fetch('/api/staff/check-ins', {
      method: 'POST',
      headers: { [AUTHORIZATION_HEADER]: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ checkIns }),
    });
  } catch {
    return { kind: 'offline' };
  }
  noteServerDate(response.headers.get('date'));
  if (response.status === 401 || response.status === 403) return { kind: 'denied' };
  if (response.status === 400) return { kind: 'refused' };
  const answer = (await response.json().catch(() => null)) as Answer<CheckInAnswer> | null;
  if (!response.ok || answer?.code !== 0 || !answer.data) return { kind: 'offline' };
  return { kind: 'ok', value: answer.data };
}
