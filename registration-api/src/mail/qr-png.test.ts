import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { CheckInTokens } from '../check-in/check-in-token.ts';
import { newRegId } from '../store/registration-store.ts';
import { qrPng } from './qr-png.ts';

// jsqr is CommonJS whose module.exports is the function; its types describe an ES default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/** The PNG decoded by another library and the code found in its pixels, as a phone's scanner would. */
function read(png: Buffer) {
  const image = PNG.sync.read(png);
  return { image, text: jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null };
}

describe('QR code PNG', () => {
  it('reads back as the check-in token it encodes, from a square, small image', () => {
    const token = new CheckInTokens('qr-png-test-key-0123456789abcdefghij').tokenOf(newRegId());
    const png = qrPng(token);
    const { image, text } = read(png);
    expect(text).toBe(token);
    expect(image.width).toBe(image.height);
    expect(image.width).toBeGreaterThanOrEqual(300); // big enough to scan from a screen or a printout
    expect(png.length).toBeLessThan(4_000); // a mail attachment, not a photo
  });

  it('reads back for longer text too, where the code needs more modules', () => {
    const text = `https://example.org/check-in/${'x'.repeat(120)}`;
    expect(read(qrPng(text)).text).toBe(text);
  });

  it('is white around the code (the quiet zone a scanner needs) and black in the finder pattern', () => {
    const { image } = read(qrPng('quiet zone'));
    const pixel = (x: number, y: number) => image.data[(y * image.width + x) * 4];
    expect(pixel(0, 0)).toBe(255);
    expect(pixel(39, 39)).toBe(255); // the last pixel of the four-module margin
    expect(pixel(40, 40)).toBe(0); // the finder pattern's corner
  });
});
