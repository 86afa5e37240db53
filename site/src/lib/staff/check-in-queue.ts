// Check-ins made on this device that the server has not confirmed yet: kept in localStorage, so a check-in
// made while the network is down (or the page reloaded) is sent when it returns. Each carries its own id,
// which the server records once: sending one twice (an answer lost on the way) never counts it twice.
import { CHECK_INS_PER_REQUEST, type CheckInAction, type CheckInRequest } from '@stem/shared/check-in-contract';
import { serverNow } from './server-clock.ts';

const KEY = 'stem-check-in-queue';

/** What is waiting to be sent, oldest first. */
export function queued(storage: Storage = localStorage): CheckInRequest[] {
  try {
    const list = JSON.parse(storage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as CheckInRequest[]) : [];
  } catch {
    return [];
  }
}

function save(list: readonly CheckInRequest[], storage: Storage) {
  if (list.length === 0) storage.removeItem(KEY);
  else storage.setItem(KEY, JSON.stringify(list));
}

/** Keeps a new check-in or check-out of this moment (by the server's clock) and gives it back. */
export function enqueue(regId: string, action: CheckInAction, storage: Storage = localStorage): CheckInRequest {
  const checkIn: CheckInRequest = { id: crypto.randomUUID(), regId, action, at: serverNow(storage).toISOString() };
  save([...queued(storage), checkIn], storage);
  return checkIn;
}

/** Forgets the check-ins the server has answered for (recorded, recorded before, or of no registration). */
export function settle(ids: readonly string[], storage: Storage = localStorage) {
  const done = new Set(ids);
  save(
    queued(storage).filter((checkIn) => !done.has(checkIn.id)),
    storage,
  );
}

/** The next batch to send: as many as one request takes. */
export const nextBatch = (storage: Storage = localStorage) => queued(storage).slice(0, CHECK_INS_PER_REQUEST);

const ACTION_WORDS: Record<CheckInAction, [one: string, many: string]> = {
  in: ['check-in', 'check-ins'],
  out: ['check-out', 'check-outs'],
  undo: ['undone check-in', 'undone check-ins'],
};

/**
 * The door's line about what waits to be sent, each kind of tap named ("1 check-in and 1 check-out are
 * saved on this device…"): an undo or a check-out is not a check-in. While the device is online a tap waits
 * only for its answer ("Sending 1 check-in…"): saying the network was down then was untrue, and for a group
 * it was all a screen reader heard. Empty when nothing waits.
 */
export function waitingSentence(waiting: readonly Pick<CheckInRequest, 'action'>[], online: boolean): string {
  if (waiting.length === 0) return '';
  const parts = (Object.keys(ACTION_WORDS) as CheckInAction[]).flatMap((action) => {
    const count = waiting.filter((checkIn) => checkIn.action === action).length;
    const [one, many] = ACTION_WORDS[action];
    return count === 0 ? [] : [`${count} ${count === 1 ? one : many}`];
  });
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  if (online) return `Sending ${listed}…`;
  return `${listed} ${waiting.length === 1 ? 'is' : 'are'} saved on this device and will be sent when the network is back.`;
}
