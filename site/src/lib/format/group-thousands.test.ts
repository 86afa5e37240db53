import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands } from './group-thousands.ts';

describe('groupThousands', () => {
  it('writes whole numbers as en-US does', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(2500)).toBe('2,500');
    expect(groupThousands(1234567)).toBe('1,234,567');
    expect(groupThousands(-4000)).toBe('-4,000');
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });

  it('groups only the whole part of a fraction', () => {
    expect(groupThousands(1234.5)).toBe('1,234.5');
    expect(groupThousands(0.125)).toBe('0.125');
  });
});
