import { describe, expect, it } from 'vitest';
import { workingStorage } from '../storage/test-support.ts';
import { noteServerDate, serverNow, serverOffset } from './server-clock.ts';

const MINUTE = 60_000;
/** The Date header a server sends at `time`: whole seconds. */
const header = (time: number) => new Date(time).toUTCString();

describe('the server’s clock as the check-in page knows it', () => {
  it('takes the server’s time on a device whose clock runs ten minutes fast, to within a second', () => {
    const storage = workingStorage();
    const server = Date.parse('2026-04-25T13:02:07.400Z');
    noteServerDate(header(server), server + 10 * MINUTE, storage);
    expect(Math.abs(serverOffset(storage) + 10 * MINUTE)).toBeLessThan(1_000);
    expect(Math.abs(serverNow(storage).getTime() - (Date.now() - 10 * MINUTE))).toBeLessThan(1_100);
  });

  it('keeps a right clock’s own times, and a learnt difference through the header’s whole seconds', () => {
    const storage = workingStorage();
    const server = Date.parse('2026-04-25T13:02:07.900Z');
    noteServerDate(header(server), server + 300, storage);
    expect(serverOffset(storage)).toBe(0);
    expect(storage.items.size).toBe(0);

    noteServerDate(header(server), server - 3 * MINUTE, storage);
    const learnt = serverOffset(storage);
    expect(Math.abs(learnt - 3 * MINUTE)).toBeLessThan(1_000);
    // The next answer, a second later and rounded the other way, changes nothing.
    noteServerDate(header(server + 1_000), server + 1_000 - 3 * MINUTE + 800, storage);
    expect(serverOffset(storage)).toBe(learnt);
    // The device's clock was put right: its own times again.
    noteServerDate(header(server + 5_000), server + 5_000, storage);
    expect(serverOffset(storage)).toBe(0);
  });

  it('learns nothing from an answer without a date', () => {
    const storage = workingStorage();
    noteServerDate(null, Date.now(), storage);
    noteServerDate('not a date', Date.now(), storage);
    expect(serverOffset(storage)).toBe(0);
  });
});
