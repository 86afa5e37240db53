// The files a registration may carry (SPEC §3 "Attachment types", §5 allowed extensions, SECURITY.md 7-9):
// which kind owns each type, the registration field that shows its name, what a file of it may be. The forms
// check a chosen file's name and size with it before uploading; the API decides the type by the bytes.
import { MESSAGES, NON_SPEC_MESSAGES } from '../messages.ts';
import type { RegType } from '../reg-types.ts';

/** SPEC §3's attachment types. */
export const ATTACHMENT_TYPES = [
  'COMPANYLOGO',
  'COMPANYLOGOEPS',
  'SCOREREPORT',
  'LETTEROFACCEPTANCE',
  'CREATIVECOMPONENT',
  'RECOMMENDATION',
] as const;

export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** The largest file the API stores: 20 MB (SPEC §9, as 20 MiB), for every type. */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/**
 * What a file's bytes can be found to be, with the Content-Type it is served as and the file name
 * extensions that may name it. The API decides the content from the bytes (magic numbers); a name whose
 * extension says another content (a PNG called `scan.pdf`) is refused. jpg, jpeg and png name either
 * image: a JPEG saved as `logo.png` is common and harmless.
 */
export const ATTACHMENT_CONTENTS = {
  jpeg: { contentType: 'image/jpeg', namedBy: ['jpg', 'jpeg', 'png'] },
  png: { contentType: 'image/png', namedBy: ['png', 'jpg', 'jpeg'] },
  eps: { contentType: 'application/postscript', namedBy: ['eps'] },
  pdf: { contentType: 'application/pdf', namedBy: ['pdf'] },
  doc: { contentType: 'application/msword', namedBy: ['doc'] },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    namedBy: ['docx'],
  },
} as const satisfies Record<string, { contentType: string; namedBy: readonly string[] }>;

export type AttachmentContent = keyof typeof ATTACHMENT_CONTENTS;

/** One attachment type: who has it, where its name shows, what it may be. */
export interface AttachmentTypeRule {
  /** The registration field holding the stored file's name ('' when none), e.g. `companyLogo`. */
  field: string;
  /** The kind whose registrations carry it. */
  regType: RegType;
  /** File name extensions the form accepts (SPEC §5), lower case, without the dot. */
  extensions: readonly string[];
  /** What the bytes may be (the API's check). */
  contents: readonly AttachmentContent[];
}

const LOGO = { extensions: ['jpeg', 'jpg', 'png'], contents: ['jpeg', 'png'] } as const;
const SCHOLARSHIP_FILE = {
  extensions: ['pdf', 'doc', 'docx', 'jpeg', 'jpg', 'png'],
  contents: ['pdf', 'doc', 'docx', 'jpeg', 'png'],
} as const;

/** Every attachment type's rule (SPEC §3, §5). */
export const ATTACHMENT_RULES = {
  COMPANYLOGO: { field: 'companyLogo', regType: 'COMPANY', ...LOGO },
  COMPANYLOGOEPS: { field: 'companyLogoEPS', regType: 'COMPANY', extensions: ['eps'], contents: ['eps'] },
  SCOREREPORT: { field: 'scoreReport', regType: 'SCHOLARSHIP', ...SCHOLARSHIP_FILE },
  LETTEROFACCEPTANCE: { field: 'letterOfAcceptance', regType: 'SCHOLARSHIP', ...SCHOLARSHIP_FILE },
  CREATIVECOMPONENT: { field: 'creativeComponent', regType: 'SCHOLARSHIP', ...SCHOLARSHIP_FILE },
  RECOMMENDATION: { field: 'recommendation', regType: 'SCHOLARSHIP', ...SCHOLARSHIP_FILE },
} as const satisfies Record<AttachmentType, AttachmentTypeRule>;

export const isAttachmentType = (value: unknown): value is AttachmentType =>
  typeof value === 'string' && (ATTACHMENT_TYPES as readonly string[]).includes(value);

/** The attachment types of a kind, in SPEC §3's order; empty for kinds without files. */
export const attachmentTypesOf = (regType: RegType): AttachmentType[] =>
  ATTACHMENT_TYPES.filter((type) => ATTACHMENT_RULES[type].regType === regType);

/** The Content-Types a type's files are served as (the sniffed contents it allows). */
export const contentTypesOf = (type: AttachmentType): string[] =>
  ATTACHMENT_RULES[type].contents.map((content) => ATTACHMENT_CONTENTS[content].contentType);

/** A file input's `accept` for a type: `.jpeg,.jpg,.png`. */
export const acceptOf = (type: AttachmentType): string =>
  ATTACHMENT_RULES[type].extensions.map((extension) => `.${extension}`).join(',');

/** The extension of a file name, lower case and without the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/**
 * The forms' check of a chosen file before it is uploaded: SPEC §5's rule `ext` ('Unsupported file type')
 * and the size limit. Null when the file may be sent; the API checks again, by content.
 */
export function attachmentFileProblem(type: AttachmentType, file: { name: string; size: number }): string | null {
  if (!(ATTACHMENT_RULES[type].extensions as readonly string[]).includes(extensionOf(file.name))) {
    return MESSAGES.unsupportedFileType;
  }
  if (file.size > MAX_ATTACHMENT_BYTES) return NON_SPEC_MESSAGES.fileTooLarge;
  return null;
}

/**
 * The magic numbers that open each content, as loose as the API's sniffing (file-type) or looser: a file that
 * opens with none of them is refused by the API too, so the form may say so on choice. `%!PS` opens a
 * PostScript file (the API takes only an EPS); `PK` any zip (the API takes only a Word document).
 */
const SIGNATURES: ReadonlyArray<readonly [AttachmentContent, readonly number[]]> = [
  ['pdf', [0x25, 0x50, 0x44, 0x46]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['eps', [0x25, 0x21, 0x50, 0x53]],
  ['eps', [0xc5, 0xd0, 0xd3, 0xc6]],
  ['docx', [0x50, 0x4b, 0x03, 0x04]],
  ['doc', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
];

/** How many bytes of a file's start `attachmentContentProblem` reads. */
export const SIGNATURE_BYTES = 8;

/**
 * The forms' second check, on the file's first bytes (`SIGNATURE_BYTES`): 'Unsupported file type' when they
 * are no file the type takes, or a file its name does not say (a phone's photo saved as `letter.pdf`), which
 * the API would refuse after the registration is stored. Null when the API decides (it checks further).
 */
export function attachmentContentProblem(type: AttachmentType, fileName: string, head: Uint8Array): string | null {
  const found = SIGNATURES.find(([, bytes]) => bytes.every((byte, index) => head[index] === byte))?.[0];
  const accepted =
    found !== undefined &&
    (ATTACHMENT_RULES[type].contents as readonly string[]).includes(found) &&
    (ATTACHMENT_CONTENTS[found].namedBy as readonly string[]).includes(extensionOf(fileName));
  return accepted ? null : MESSAGES.unsupportedFileType;
}
