import { describe, expect, it } from 'vitest';
import { fullNameOf } from './answers.ts';

describe('a person’s full name from their answers', () => {
  it('is first and last with one space between, however the parts were typed', () => {
    expect(fullNameOf({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    // The consent's Student Name was prefilled "Zoë  O'Brien-Núñez" from a first name typed with a space after it.
    expect(fullNameOf({ firstName: '  Zoë ', lastName: " O'Brien-Núñez " })).toBe("Zoë O'Brien-Núñez");
  });

  it('is the one part given, or empty', () => {
    expect(fullNameOf({ firstName: 'Ada', lastName: '  ' })).toBe('Ada');
    expect(fullNameOf({ lastName: 'Lovelace' })).toBe('Lovelace');
    expect(fullNameOf({ firstName: 42 })).toBe('');
  });
});
