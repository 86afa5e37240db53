import { describe, expect, it } from 'vitest';
import { holdsEvery, searchKey, searchWords } from './search-key.ts';

describe('searchKey', () => {
  it('ignores case and accents', () => {
    expect(searchKey('José Ñúñez')).toBe('jose nunez');
    expect(searchKey('ZOË')).toBe('zoe');
  });

  it('ignores straight, curly and missing apostrophes alike', () => {
    for (const typed of ["O'Brien", 'O’Brien', 'O‘Brien', 'Oʼbrien', 'obrien']) expect(searchKey(typed)).toBe('obrien');
  });

  it('makes runs of white space one and trims them', () => {
    expect(searchKey('  Mae \t Jemison ')).toBe('mae jemison');
  });
});

describe('holdsEvery', () => {
  const name = "Chloé O'Brien-García";
  it('finds a name by every word typed, in any order, however the apostrophe is typed', () => {
    expect(holdsEvery(name, searchWords('O’Brien'))).toBe(true);
    expect(holdsEvery(name, searchWords('garcia chloe'))).toBe(true);
    expect(holdsEvery(name, searchWords('obrien chloe'))).toBe(true);
  });

  it('does not find a name missing one of the words', () => {
    expect(holdsEvery(name, searchWords('chloe smith'))).toBe(false);
  });

  it('has no words for a blank search', () => {
    expect(searchWords('  ')).toEqual([]);
  });
});
