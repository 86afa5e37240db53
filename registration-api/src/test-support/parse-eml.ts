/**
 * A small RFC 5322 / MIME reader for tests: enough to check what the mailer wrote (headers, the tree of
 * parts, decoded bodies and encoded-word headers). Not for production use: UTF-8 only, no nested message parts.
 */
export interface MimePart {
  headers: Map<string, string>;
  /** Lower-cased media type without parameters, e.g. `text/calendar`. */
  type: string;
  /** The decoded body (base64 and quoted-printable undone), as UTF-8 text. */
  body: string;
  /** The decoded body as bytes (an attached PDF). */
  bytes: Buffer;
  parts: MimePart[];
}

export function parseEml(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const rest = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) throw new Error('multipart without a boundary');
    const chunks = rest.split(`--${boundary}`).slice(1);
    const parts = chunks
      .filter((chunk) => !chunk.startsWith('--'))
      .map((chunk) => parseEml(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
    return { headers, type, body: '', bytes: Buffer.alloc(0), parts };
  }
  const bytes = decodeBody(rest, headers.get('content-transfer-encoding'));
  return { headers, type, body: bytes.toString('utf8'), bytes, parts: [] };
}

const ENCODED_WORD = /=\?utf-8\?([bq])\?([^?]*)\?=/gi;

/**
 * A header's RFC 2047 encoded words (a subject with "Zoë" in it) as text. The bytes of adjacent words are
 * joined before decoding, since a character may be split between two of them, and the space between two
 * encoded words is not part of the text.
 */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?[bq]\?[^?]*\?=(?:\s+=\?utf-8\?[bq]\?[^?]*\?=)*/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(ENCODED_WORD)].map(([, encoding, text]) =>
        encoding!.toLowerCase() === 'b'
          ? Buffer.from(text!, 'base64')
          : decodeBody(text!.replace(/_/g, ' '), 'quoted-printable'),
      ),
    ).toString('utf8'),
  );
}

function decodeBody(body: string, encoding = '7bit'): Buffer {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      );
    default:
      return Buffer.from(body, 'utf8');
  }
}

/** Every leaf part of the tree, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}
