import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import type { SharedState } from './shared-state.ts';

/**
 * What every SharedState must do, whatever holds it (the SQLite or MongoDB store, Redis). Called inside a
 * describe block of an adapter's suite; `state()` gives the current test's fresh, empty state.
 */
export function sharedStateContract(state: () => SharedState) {
  const inAMinute = () => new Date(Date.now() + 60_000);

  it('consumes a key once: the first caller gets true, every later one false', async () => {
    expect(await state().consumeOnce('altcha:abc', inAMinute())).toBe(true);
    expect(await state().consumeOnce('altcha:abc', inAMinute())).toBe(false);
    expect(await state().consumeOnce('altcha:abc', inAMinute())).toBe(false);
    expect(await state().consumeOnce('altcha:other', inAMinute())).toBe(true);
  });

  it('lets exactly one of twenty simultaneous callers consume a key', async () => {
    const expiresAt = inAMinute();
    const results = await Promise.all(Array.from({ length: 20 }, () => state().consumeOnce('altcha:race', expiresAt)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('counts a key whose record has expired as unused', async () => {
    expect(await state().consumeOnce('altcha:old', new Date(Date.now() - 1000))).toBe(true);
    expect(await state().consumeOnce('altcha:old', inAMinute())).toBe(true);
    expect(await state().consumeOnce('altcha:old', inAMinute())).toBe(false);
  });

  it('counts hits on a key within its window, and each key on its own', async () => {
    const first = await state().hit('rl:creates:198.51.100.10', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(0);
    expect(first.resetInMs).toBeLessThanOrEqual(60_000);
    const second = await state().hit('rl:creates:198.51.100.10', 60_000);
    expect(second.count).toBe(2);
    // The window started with the first hit: a later hit does not move its end.
    expect(second.resetInMs).toBeLessThanOrEqual(first.resetInMs);
    expect((await state().hit('rl:creates:198.51.100.11', 60_000)).count).toBe(1);
    expect((await state().hit('rl:contact:198.51.100.10', 60_000)).count).toBe(1);
  });

  it('starts a key again at one once its window is over', async () => {
    await state().hit('rl:short', 50);
    expect((await state().hit('rl:short', 50)).count).toBe(2);
    await sleep(120);
    const fresh = await state().hit('rl:short', 50);
    expect(fresh.count).toBe(1);
    expect(fresh.resetInMs).toBeGreaterThan(0);
  });

  it('counts twenty simultaneous hits as 1 to 20, each once', async () => {
    const counts = await Promise.all(Array.from({ length: 20 }, () => state().hit('rl:race', 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
}
