import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { extensionOf } from '@stem/shared';
import type { StoredFile } from './file-store.ts';

/** Longest name kept (characters); longer ones are shortened before their extension. */
export const MAX_FILE_NAME_LENGTH = 120;

/**
 * Characters a file name loses: controls, characters Windows forbids in names, line and paragraph
 * separators, zero-width and bidirectional controls (a right-to-left override turns `gnp.exe` into what
 * reads as `exe.png`), and the byte order mark.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const UNSAFE = /[\u0000-\u001f\u007f-\u009f"*:<>?|\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/gu;

/** Half of a UTF-16 pair without its other half: not text (String.prototype.toWellFormed's replacement). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The user's file name as a registration shows it and a download is called (SECURITY.md item 9: it never
 * names anything on disk): its last path segment, well-formed NFC unicode without unsafe characters,
 * without leading dots or surrounding spaces, at most MAX_FILE_NAME_LENGTH characters with its extension
 * kept. '' when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(LONE_SURROGATE, '\ufffd').normalize('NFC');
  const name = base
    .replace(UNSAFE, '')
    .trim()
    .replace(/^[.\s]+/, '');
  const characters = [...name];
  if (characters.length <= MAX_FILE_NAME_LENGTH) return name;
  const extension = extensionOf(name);
  const suffix = extension ? `.${[...extension].slice(0, 16).join('')}` : '';
  return (
    characters
      .slice(0, MAX_FILE_NAME_LENGTH - suffix.length)
      .join('')
      .trimEnd() + suffix
  );
}

/** Least of a name given before a file's own name, however long the file's name is. */
const LEAST_OF_WHOSE = 40;

/**
 * A file's name with whose it is before it ("Wingfoot Labs - logo.png"), for the organisers' downloads. The
 * name before is shortened first, so the file's own name stays whole (a long company's name cut
 * "acceptance-letter.pdf" down to ".pdf"); a slash in it would cut the name at it, and goes.
 */
export function namedDownload(whose: string, fileName: string): string {
  const own = [...fileName].length;
  const room = Math.max(MAX_FILE_NAME_LENGTH - own - 3, LEAST_OF_WHOSE);
  const before = [...whose.replace(/[\\/]/g, '-').trim()].slice(0, room).join('').trimEnd();
  return before ? cleanFileName(`${before} - ${fileName}`) : fileName;
}

/**
 * `Content-Disposition: attachment` with the name (RFC 6266): an ASCII fallback in `filename`, the exact
 * name in `filename*` (RFC 8187 UTF-8 percent-encoding).
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Answers with a stored file as a download, never shown in the API's origin, typed as its bytes were found
 * to be (SECURITY.md item 9): the owner's GET /api/files/… and the organisers' GET /api/staff/files/…, under
 * `downloadName` (the organisers': whose file it is, before its own name).
 */
export function sendAsDownload(
  reply: FastifyReply,
  opened: { file: StoredFile; content: Readable },
  downloadName = opened.file.fileName,
) {
  return reply
    .header('content-type', opened.file.contentType)
    .header('content-length', opened.file.size)
    .header('content-disposition', attachmentDisposition(downloadName))
    .header('cache-control', 'no-store')
    .send(opened.content);
}
