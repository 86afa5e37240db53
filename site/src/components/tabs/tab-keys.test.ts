import { describe, expect, it } from 'vitest';
import { tabForKey } from './tab-keys.ts';

describe('tab list keys', () => {
  it('moves with the arrows, wrapping at the ends', () => {
    expect(tabForKey('ArrowRight', 0, 2)).toBe(1);
    expect(tabForKey('ArrowRight', 1, 2)).toBe(0);
    expect(tabForKey('ArrowLeft', 0, 2)).toBe(1);
    expect(tabForKey('ArrowLeft', 2, 3)).toBe(1);
  });

  it('jumps to the first and last tab with Home and End', () => {
    expect(tabForKey('Home', 2, 3)).toBe(0);
    expect(tabForKey('End', 0, 3)).toBe(2);
  });

  it('leaves every other key alone', () => {
    expect(tabForKey('ArrowDown', 0, 2)).toBeNull();
    expect(tabForKey('Tab', 0, 2)).toBeNull();
    expect(tabForKey('Enter', 0, 2)).toBeNull();
  });
});
