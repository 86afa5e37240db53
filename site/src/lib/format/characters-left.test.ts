import { describe, expect, it } from 'vitest';
import { charactersLeft, limitReached } from './characters-left.ts';

describe('charactersLeft', () => {
  it('says nothing while more than a tenth of the limit is left', () => {
    expect(charactersLeft(0, 2000)).toBeNull();
    expect(charactersLeft(1799, 2000)).toBeNull();
  });

  it('counts down over the last tenth', () => {
    expect(charactersLeft(1800, 2000)).toBe('200 characters left.');
    expect(charactersLeft(4499, 5000)).toBeNull();
    expect(charactersLeft(4500, 5000)).toBe('500 characters left.');
    expect(charactersLeft(1999, 2000)).toBe('1 character left.');
  });

  it('warns over the last 20 characters of a short limit', () => {
    expect(charactersLeft(79, 100)).toBeNull();
    expect(charactersLeft(80, 100)).toBe('20 characters left.');
  });

  it('says when the limit is reached', () => {
    expect(charactersLeft(2000, 2000)).toBe('You have reached the limit of 2,000 characters.');
    expect(charactersLeft(5000, 5000)).toBe('You have reached the limit of 5,000 characters.');
  });
});

describe('limitReached', () => {
  it('says so once a free-text field is full, and nothing before', () => {
    expect(limitReached(199, 200)).toBeNull();
    expect(limitReached(200, 200)).toBe('You have reached the limit of 200 characters.');
  });

  it('says nothing of a format filled to its length (a date, a ZIP code, an initial)', () => {
    expect(limitReached(10, 10)).toBeNull();
    expect(limitReached(3, 3)).toBeNull();
  });
});
