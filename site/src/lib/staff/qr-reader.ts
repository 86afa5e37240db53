// Reads a QR code from a camera frame or a photo. The decoder (jsQR, about 40 KB gzip) loads the first time
// it is needed, so the check-in page opens without it.
type Decode = (
  data: Uint8ClampedArray,
  width: number,
  height: number,
  options?: { inversionAttempts?: 'dontInvert' | 'attemptBoth' },
) => { data: string } | null;

let decoder: Promise<Decode> | undefined;
const loadDecoder = () => (decoder ??= import('jsqr').then((module) => module.default as unknown as Decode));

/** A phone photo is 12 megapixels; a QR code reads as well from a picture of this size, and much faster. */
const LONGEST_SIDE = 1280;

let canvas: HTMLCanvasElement | undefined;

/** The text of the QR code in the picture, or null when none is found. */
export async function readQrCode(
  image: CanvasImageSource,
  width: number,
  height: number,
  inversion: 'dontInvert' | 'attemptBoth' = 'dontInvert',
): Promise<string | null> {
  const decode = await loadDecoder();
  const scale = Math.min(1, LONGEST_SIDE / Math.max(width, height));
  canvas ??= document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  return decode(pixels.data, pixels.width, pixels.height, { inversionAttempts: inversion })?.data ?? null;
}

/** The text of the QR code in a photo or image file, or null. */
export async function readQrCodeFromFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await readQrCode(bitmap, bitmap.width, bitmap.height, 'attemptBoth');
  } finally {
    bitmap.close();
  }
}
