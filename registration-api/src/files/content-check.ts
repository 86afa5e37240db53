import { fileTypeFromBuffer } from 'file-type';
import {
  ATTACHMENT_CONTENTS,
  MAX_ATTACHMENT_BYTES,
  MESSAGES,
  NON_SPEC_MESSAGES,
  type AttachmentContent,
  type AttachmentTypeRule,
} from '@stem/shared';
import { AppError } from '../errors/app-error.ts';

/**
 * How much of the start of a file decides its type. file-type reads magic numbers in the first few KB; an
 * Office document is a zip whose entries must be walked until a `word/` one shows (LibreOffice writes
 * `[Content_Types].xml` last), so a little more is kept. Constant memory whatever the file's size.
 */
export const SNIFF_BYTES = 64 * 1024;

/**
 * An old Word document is a Compound File (as are Excel sheets and .msi installers): it is one only when
 * the compound file's directory names a `WordDocument` stream (UTF-16LE in the directory sector).
 */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** file-type's answer as one of ours: what SPEC's extensions can name. */
const CONTENT_OF: Record<string, AttachmentContent> = {
  jpg: 'jpeg',
  png: 'png',
  // An animated PNG is a PNG to every browser.
  apng: 'png',
  pdf: 'pdf',
  eps: 'eps',
  docx: 'docx',
  cfb: 'doc',
};

export const unsupportedFileType = () => new AppError('UNSUPPORTED_FILE_TYPE', MESSAGES.unsupportedFileType);
export const fileTooLarge = () => new AppError('FILE_TOO_LARGE', NON_SPEC_MESSAGES.fileTooLarge);

/** Errors a request body itself causes (limits, broken multipart) keep their 4xx; anything else is ours. */
const isClientError = (error: unknown) =>
  error instanceof AppError ||
  (typeof (error as { statusCode?: unknown })?.statusCode === 'number' &&
    (error as { statusCode: number }).statusCode < 500);

/** An error from reading the upload that says nothing useful to a client: a malformed body. */
export function asUploadError(error: unknown): unknown {
  return isClientError(error)
    ? error
    : new AppError('MALFORMED_UPLOAD', 'The upload is incomplete or malformed.', { cause: error });
}

/**
 * The check of one upload's bytes (SECURITY.md items 7 and 8) as they stream through to the store: the type
 * is decided by the content, before a byte is passed on, against the attachment type's allowlist and the
 * file name's extension (a PNG called `scan.pdf` is refused); more than MAX_ATTACHMENT_BYTES, or a body the
 * multipart parser cut at its limit (`truncated`), is refused at the end. A refusal throws from the stream,
 * so the store never keeps what was written. `content` is the decision once the stream has ended.
 */
export class ContentCheck {
  readonly #rule: AttachmentTypeRule;
  readonly #extension: string;
  #content: AttachmentContent | undefined;

  constructor(rule: AttachmentTypeRule, extension: string) {
    this.#rule = rule;
    this.#extension = extension;
  }

  /** What the bytes were found to be; set once `pass` has run to its end. */
  get content(): AttachmentContent {
    if (this.#content === undefined) throw new Error('ContentCheck: the content has not been checked');
    return this.#content;
  }

  /**
   * Passes the source's bytes on, checked. `truncated` says whether the multipart parser cut the file at its
   * size limit (it ends the stream quietly when it does).
   */
  async *pass(source: AsyncIterable<Uint8Array>, truncated: () => boolean = () => false): AsyncGenerator<Buffer> {
    const head: Buffer[] = [];
    let headBytes = 0;
    let size = 0;
    let content: AttachmentContent | undefined;
    const word = new MarkerSearch(WORD_STREAM);
    try {
      for await (const piece of source) {
        const chunk = Buffer.isBuffer(piece) ? piece : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
        size += chunk.length;
        if (size > MAX_ATTACHMENT_BYTES) throw fileTooLarge();
        if (content === undefined) {
          head.push(chunk);
          headBytes += chunk.length;
          if (headBytes < SNIFF_BYTES) continue;
          content = await this.#decide(Buffer.concat(head));
          for (const part of head.splice(0)) {
            if (content === 'doc') word.scan(part);
            yield part;
          }
          continue;
        }
        if (content === 'doc') word.scan(chunk);
        yield chunk;
      }
    } catch (error) {
      throw asUploadError(error);
    }
    if (truncated()) throw fileTooLarge();
    if (content === undefined) {
      content = await this.#decide(Buffer.concat(head));
      for (const part of head.splice(0)) {
        if (content === 'doc') word.scan(part);
        yield part;
      }
    }
    if (content === 'doc' && !word.found) throw unsupportedFileType();
    this.#content = content;
  }

  async #decide(head: Buffer): Promise<AttachmentContent> {
    const found = head.length === 0 ? undefined : await fileTypeFromBuffer(head);
    const content = found ? CONTENT_OF[found.ext] : undefined;
    if (
      content === undefined ||
      !(this.#rule.contents as readonly string[]).includes(content) ||
      !(ATTACHMENT_CONTENTS[content].namedBy as readonly string[]).includes(this.#extension)
    ) {
      throw unsupportedFileType();
    }
    return content;
  }
}

/** Finds a byte sequence in a stream of chunks, across chunk boundaries, keeping only a few bytes. */
class MarkerSearch {
  readonly #marker: Buffer;
  #tail = Buffer.alloc(0);
  found = false;

  constructor(marker: Buffer) {
    this.#marker = marker;
  }

  scan(chunk: Buffer) {
    if (this.found) return;
    const keep = this.#marker.length - 1;
    const boundary = Buffer.concat([this.#tail, chunk.subarray(0, keep)]);
    if (boundary.includes(this.#marker) || chunk.includes(this.#marker)) {
      this.found = true;
      return;
    }
    // A copy: a view would keep the whole chunk alive.
    this.#tail = Buffer.from(Buffer.concat([this.#tail, chunk.subarray(-keep)]).subarray(-keep));
  }
}
