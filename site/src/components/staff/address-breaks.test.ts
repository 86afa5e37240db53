import { describe, expect, it } from 'vitest';
import { addressPieces } from './address-breaks.ts';

describe('where a desk cell may break inside an address', () => {
  it('cuts after the @ and before each dot, and nowhere else', () => {
    expect(addressPieces('qa15c-ines@example.com')).toEqual(['qa15c-ines@', 'example', '.com']);
    expect(addressPieces('ada@example.com, bo.parent@mail.example.org and 2 more')).toEqual([
      'ada@',
      'example',
      '.com, bo',
      '.parent@',
      'mail',
      '.example',
      '.org and 2 more',
    ]);
  });

  it('leaves other text whole: a name, a date, a grade point average', () => {
    for (const text of ['Qa15c Ines', '2026-11-28 09:27', '3.71', '']) expect(addressPieces(text)).toEqual([text]);
  });
});
