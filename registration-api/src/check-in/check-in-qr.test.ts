import { describe, expect, it } from 'vitest';
import { checkInQrFilename } from './check-in-qr.ts';

const named = (firstName: string, lastName: string) => checkInQrFilename({ data: { firstName, lastName } });

describe('the check-in QR code file of a confirmation', () => {
  it('is named by its person, so a family saving two codes can tell them apart', () => {
    expect(named('Ada', 'Lovelace')).toBe('check-in-qr-ada-lovelace.png');
    expect(named('Ben', 'Lovelace')).not.toBe(named('Ada', 'Lovelace'));
  });

  it('keeps a name written with accents, apostrophes and spaces to plain letters every mail client can save', () => {
    expect(named('  Zoë  ', "O'Brien-Núñez ")).toBe('check-in-qr-zoe-o-brien-nunez.png');
    // Letters that do not decompose (a stroke, a ligature) as their base letters: not "uc-x".
    expect(named('Đức', 'X')).toBe('check-in-qr-duc-x.png');
    expect(named('Søren', 'Łukasz')).toBe('check-in-qr-soren-lukasz.png');
  });

  it('falls back to the plain name when the person has no Latin letters or no name', () => {
    expect(named('明', '李')).toBe('check-in-qr.png');
    expect(checkInQrFilename({ data: {} })).toBe('check-in-qr.png');
  });

  it('stays short for a very long name', () => {
    expect(named('A'.repeat(200), 'B').length).toBeLessThanOrEqual('check-in-qr-.png'.length + 60);
  });
});
