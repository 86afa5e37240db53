import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part.ts';

describe('lazyPart', () => {
  it('loads once, holds the value and tells its subscribers when it arrives', async () => {
    let loads = 0;
    const part = lazyPart(async () => ({ count: ++loads }));
    const heard: Array<number | undefined> = [];
    const unsubscribe = part.subscribe(() => heard.push(part.loaded()?.count));
    expect(part.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect(first).toBe(second);
    expect(loads).toBe(1);
    expect(part.loaded()).toEqual({ count: 1 });
    expect(heard).toEqual([1]);
    unsubscribe();
  });

  it('loads again after a failed load', async () => {
    let attempts = 0;
    const part = lazyPart(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network down');
      return 'rules';
    });
    await expect(part.load()).rejects.toThrow('network down');
    expect(part.loaded()).toBeUndefined();
    await expect(part.load()).resolves.toBe('rules');
    expect(attempts).toBe(2);
  });
});
