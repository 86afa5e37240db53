// The server's clock as the check-in page can tell it, from the Date header of the API's answers. A check-in
// carries the moment of its tap, and the server takes none more than 5 minutes ahead of its own clock: a
// phone whose clock ran 10 minutes fast had every check-in refused, while its cards said "Checked in" (qa21c).
// The difference is kept in localStorage beside the queue, so a page opened again offline still uses it.

const KEY = 'stem-check-in-server-clock';
/**
 * Date holds whole seconds and an answer takes its time on the way: a difference this small is no
 * difference, and a device whose clock is right keeps its own times, to the millisecond.
 */
const NOISE_MS = 3_000;

type Kept = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** How far the server's clock is ahead of this device's (negative: behind), as last learnt. */
export function serverOffset(storage: Kept = localStorage): number {
  const offset = Number(storage.getItem(KEY));
  return Number.isFinite(offset) ? offset : 0;
}

/** Learns the server's clock from an answer's Date header, received at `receivedAt` by this device's clock. */
export function noteServerDate(date: string | null, receivedAt = Date.now(), storage: Kept = localStorage) {
  const sent = Date.parse(date ?? '');
  if (Number.isNaN(sent)) return;
  // The header's second began up to a second before the server answered: its middle is the better guess.
  const offset = sent + 500 - receivedAt;
  if (Math.abs(offset - serverOffset(storage)) < NOISE_MS) return;
  if (Math.abs(offset) < NOISE_MS) storage.removeItem(KEY);
  else storage.setItem(KEY, String(Math.round(offset)));
}

/** This moment by the server's clock, as near as the device knows it. */
export const serverNow = (storage: Kept = localStorage) => new Date(Date.now() + serverOffset(storage));
