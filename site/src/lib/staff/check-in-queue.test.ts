import { describe, expect, it } from 'vitest';
import { CHECK_INS_PER_REQUEST } from '@stem/shared/check-in-contract';
import { enqueue, nextBatch, queued, settle, waitingSentence } from './check-in-queue.ts';

/** The browser's Storage interface over a Map: Node has no localStorage. */
class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

describe('the check-ins kept on the device', () => {
  it('keeps each tap with its own id and time until the server answers for it, oldest first', () => {
    const storage = new MemoryStorage();
    const first = enqueue('reg-a', 'in', storage);
    const second = enqueue('reg-b', 'in', storage);
    const third = enqueue('reg-a', 'out', storage);
    expect(new Set([first.id, second.id, third.id]).size).toBe(3);
    expect(Date.parse(first.at)).not.toBeNaN();
    expect(queued(storage).map((checkIn) => [checkIn.regId, checkIn.action])).toEqual([
      ['reg-a', 'in'],
      ['reg-b', 'in'],
      ['reg-a', 'out'],
    ]);
    // The server answered for two; the third waits (sent again, it is recorded once: its id is the same).
    settle([first.id, second.id], storage);
    expect(queued(storage)).toEqual([third]);
    settle([third.id], storage);
    expect(queued(storage)).toEqual([]);
    expect(storage.length).toBe(0);
  });

  it('sends at most one request’s worth at a time, and reads a damaged store as empty', () => {
    const storage = new MemoryStorage();
    for (let i = 0; i < CHECK_INS_PER_REQUEST + 5; i += 1) enqueue(`reg-${i}`, 'in', storage);
    expect(nextBatch(storage)).toHaveLength(CHECK_INS_PER_REQUEST);
    expect(nextBatch(storage)[0]!.regId).toBe('reg-0');
    storage.setItem('stem-check-in-queue', '{not json');
    expect(queued(storage)).toEqual([]);
  });
});

describe("the door's line about what waits to be sent", () => {
  const taps = (...actions: Array<'in' | 'out' | 'undo'>) => actions.map((action) => ({ action }));
  it('names each kind of tap, so an undo or a check-out is not counted as a check-in', () => {
    expect(waitingSentence(taps('in'), false)).toBe(
      '1 check-in is saved on this device and will be sent when the network is back.',
    );
    expect(waitingSentence(taps('in', 'in', 'undo'), false)).toBe(
      '2 check-ins and 1 undone check-in are saved on this device and will be sent when the network is back.',
    );
    expect(waitingSentence(taps('out', 'in', 'undo', 'out'), false)).toBe(
      '1 check-in, 2 check-outs and 1 undone check-in are saved on this device and will be sent when the network is back.',
    );
  });
  it('says a tap is being sent, not that the network is down, while the device is online', () => {
    expect(waitingSentence(taps('in'), true)).toBe('Sending 1 check-in…');
    expect(waitingSentence(taps('in', 'in', 'out'), true)).toBe('Sending 2 check-ins and 1 check-out…');
  });
  it('says nothing when nothing waits', () => expect(waitingSentence([], true)).toBe(''));
});
