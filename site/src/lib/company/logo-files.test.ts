import { describe, expect, it } from 'vitest';
import { acceptOf, LOGO_FIELDS, logoFileError } from './logo-files.ts';

const [image, vector] = LOGO_FIELDS;

describe('the logo fields’ file check (SPEC §5 ext)', () => {
  it('accepts .jpeg, .jpg and .png as the logo, and .eps as the vector logo, in any case', () => {
    for (const name of ['logo.jpeg', 'logo.JPG', 'my.logo.png']) expect(logoFileError(image, name)).toBeUndefined();
    expect(logoFileError(vector, 'logo.EPS')).toBeUndefined();
  });

  it('refuses anything else with "Unsupported file type"', () => {
    for (const name of ['logo.gif', 'logo.png.exe', 'logo', 'png', 'logo.eps']) {
      expect(logoFileError(image, name), name).toBe('Unsupported file type');
    }
    expect(logoFileError(vector, 'logo.png')).toBe('Unsupported file type');
  });

  it('tells the file input what to offer', () => {
    expect(acceptOf(image)).toBe('.jpeg,.jpg,.png');
    expect(acceptOf(vector)).toBe('.eps');
  });
});
