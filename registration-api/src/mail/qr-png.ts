import zlib from 'node:zlib';
import QRCode from 'qrcode';

/** Light modules around the code, as the QR standard asks (four modules). */
const QUIET_ZONE = 4;
/** Pixels per module: about 370 px for a check-in token, readable from a phone screen or printed small. */
const MODULE_PIXELS = 10;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A QR code as a black-on-white PNG of one bit per pixel (error correction M, a quiet zone of four modules).
 *
 * Why not qrcode's own PNG renderer: it draws RGBA pixels and lets pngjs try every row filter, which made
 * drawing the code in each confirmation a third of a registration's CPU time (issue 14's create benchmark).
 * A two-colour image needs none of that: each row is its bits, unfiltered, and deflate does the rest
 * (about 1 KB for a check-in token, in well under a millisecond).
 */
export function qrPng(text: string): Buffer {
  // One byte-mode segment: the library's search for the shortest mix of modes costs more than the drawing.
  const { modules } = QRCode.create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QUIET_ZONE) * MODULE_PIXELS;
  const rowBytes = 1 + Math.ceil(side / 8); // the filter byte (0: none), then the row's bits
  const raw = Buffer.alloc(rowBytes * side, 0xff); // all white
  for (let y = 0; y < side; y++) raw[y * rowBytes] = 0;
  // Each row of modules is drawn once into its first pixel row, then copied to the module's other rows.
  for (let moduleRow = 0; moduleRow < modules.size; moduleRow++) {
    const first = (moduleRow + QUIET_ZONE) * MODULE_PIXELS * rowBytes;
    for (let moduleColumn = 0; moduleColumn < modules.size; moduleColumn++) {
      if (!modules.get(moduleRow, moduleColumn)) continue;
      const left = (moduleColumn + QUIET_ZONE) * MODULE_PIXELS;
      for (let x = left; x < left + MODULE_PIXELS; x++) raw[first + 1 + (x >> 3)]! &= ~(0x80 >> (x & 7)); // dark: 0
    }
    for (let copy = 1; copy < MODULE_PIXELS; copy++) raw.copy(raw, first + copy * rowBytes, first, first + rowBytes);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // colour type: greyscale
  // bytes 10-12: deflate, adaptive filtering (each row says its filter), no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
