import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * Small real files of each kind SPEC allows, and of kinds it does not, built in memory so that tests show
 * what bytes they send. `padTo` makes a file of a given size whose start is still the real thing.
 */

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid width × height RGB PNG of one colour. */
export function png(width = 2, height = 2, rgb: [number, number, number] = [200, 30, 30]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a JPEG (JFIF): what file-type reads to call it one. */
export const jpeg = (): Buffer =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  ]);

export const pdf = (): Buffer => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

export const eps = (): Buffer =>
  Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100\nnewpath 0 0 moveto 100 100 lineto stroke\n');

/** A Windows program (MZ header), whatever it is called. */
export const exe = (): Buffer =>
  Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), randomBytes(200)]);

/** A compound file (the container of .doc, .xls and .msi); a Word document when it has a WordDocument stream. */
export function compoundFile(streamName: 'WordDocument' | 'Workbook' | 'SummaryInformation'): Buffer {
  const header = Buffer.alloc(512);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const directory = Buffer.alloc(128);
  directory.write(streamName, 0, 'utf16le');
  return Buffer.concat([header, randomBytes(700), directory, randomBytes(300)]);
}

/** A zip of stored (uncompressed) entries, as an Office document is laid out. */
function zip(entries: Array<[string, string]>): Buffer {
  return Buffer.concat(
    entries.map(([name, text]) => {
      const data = Buffer.from(text);
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt32LE(crc32(data), 14);
      header.writeUInt32LE(data.length, 18);
      header.writeUInt32LE(data.length, 22);
      header.writeUInt16LE(Buffer.byteLength(name), 26);
      return Buffer.concat([header, Buffer.from(name), data]);
    }),
  );
}

/** A Word (.docx) document's zip. */
export const docx = (): Buffer =>
  zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<w:document/>'],
  ]);

/** The file followed by filler up to `size` bytes. */
export const padTo = (file: Buffer, size: number): Buffer => Buffer.concat([file, Buffer.alloc(size - file.length, 7)]);

/** A multipart/form-data body as a browser's FormData sends it: fields, then files. */
export function multipartBody(
  parts: Array<{ name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string }>,
) {
  const boundary = `----StemBoundary${randomBytes(8).toString('hex')}`;
  const chunks = parts.map((part) =>
    'value' in part
      ? Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)
      : Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
              `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
          ),
          part.content,
          Buffer.from('\r\n'),
        ]),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
