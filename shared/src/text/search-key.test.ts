import { describe, expect, it } from 'vitest';
import { holdsEvery, isSearchableName, searchKey, searchWords } from './search-key.ts';

describe('searchKey', () => {
  it('ignores case and accents', () => {
    expect(searchKey('José Ñúñez')).toBe('jose nunez');
    expect(searchKey('ZOË')).toBe('zoe');
  });

  it('ignores straight, curly and missing apostrophes alike', () => {
    for (const typed of ["O'Brien", 'O’Brien', 'O‘Brien', 'Oʼbrien', 'obrien']) expect(searchKey(typed)).toBe('obrien');
  });

  it('reads the Latin letters that do not decompose as the letter an English keyboard types', () => {
    expect(searchKey('Bảo Đăng Đinh')).toBe('bao dang dinh');
    expect(searchKey('Søren Łukasz Straße Æsir')).toBe('soren lukasz strasse aesir');
  });

  it('reads a number without its separators, however it was typed', () => {
    for (const typed of ['(330) 555-0100', '330.555.0100', '330-555-0100', '330 555 0100', '3305550100']) {
      expect(searchKey(typed)).toBe('3305550100');
    }
    expect(searchKey('+1 330 555 0100')).toBe('13305550100');
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

  it('finds a phone number typed with other separators than it was stored with', () => {
    const row = 'Zoë O’Brien-Nguyễn +1 330.555.0100 44308';
    expect(holdsEvery(row, searchWords('(330) 555-0100'))).toBe(true);
    expect(holdsEvery(row, searchWords('3305550100'))).toBe(true);
    expect(holdsEvery(row, searchWords('330 555 0199'))).toBe(false);
  });

  it('does not find a name missing one of the words', () => {
    expect(holdsEvery(name, searchWords('chloe smith'))).toBe(false);
  });

  it('has no words for a blank search', () => {
    expect(searchWords('  ')).toEqual([]);
  });
});

describe('names written without spaces (Chinese, Japanese, Korean)', () => {
  it('finds a name typed in either order, the characters together or apart', () => {
    expect(holdsEvery('小龙 李', searchWords('李小龙'))).toBe(true);
    expect(holdsEvery('小龙 李', searchWords('李'))).toBe(true);
    expect(holdsEvery('小龙 李', searchWords('王小龙'))).toBe(false);
  });

  it('takes one such character as a search, and asks two of any other letters', () => {
    expect(isSearchableName('李')).toBe(true);
    expect(isSearchableName(' x ')).toBe(false);
    expect(isSearchableName('xu')).toBe(true);
  });
});
