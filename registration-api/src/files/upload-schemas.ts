import * as v from 'valibot';
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, MESSAGES, NON_SPEC_MESSAGES } from '@stem/shared';
import { REG_ID } from '../store/registration-store.ts';
import { GENERIC_FIELD_MESSAGE } from '../validation/valibot-validator.ts';

/** A regId as the API issues them (opaque base64url); the access check looks the rest up. */
const RegIdSchema = v.pipe(v.string(MESSAGES.required), v.regex(REG_ID, GENERIC_FIELD_MESSAGE));

export const AttachmentTypeSchema = v.picklist(ATTACHMENT_TYPES, GENERIC_FIELD_MESSAGE);

/** The longest data URL of a file within the limit: its base64 plus a generous header. */
const MAX_DATA_URL_LENGTH = 4 * Math.ceil(MAX_ATTACHMENT_BYTES / 3) + 512;
/** `data:<type>[;param=value]…;base64,<data>`; the type a client names is ignored (SECURITY.md item 7). */
const DATA_URL = /^data:[^,;]{0,255}(;[^,;=]{1,64}=[^,;]{0,255})*;base64,[A-Za-z0-9+/]*={0,2}$/;

/**
 * JSON bodies of POST /api/files (SPEC §7's list form) may hold one file of the largest size, base64
 * encoded (4/3 of 20 MiB is about 26.7 MiB), plus the list around it: 28 MiB, on this route only (every
 * other route keeps 128 KiB). The site streams multipart instead (docs/decisions.md).
 */
export const JSON_UPLOAD_BODY_LIMIT = 28 * 1024 * 1024;

/** One element of SPEC §7's list: `{ regId, attachmentType, fileName, dataURL, type }`. */
export const FileUploadSchema = v.object({
  regId: RegIdSchema,
  attachmentType: AttachmentTypeSchema,
  fileName: v.pipe(
    v.string(MESSAGES.required),
    v.nonEmpty(MESSAGES.required),
    v.maxLength(1024, GENERIC_FIELD_MESSAGE),
  ),
  dataURL: v.pipe(
    v.string(MESSAGES.required),
    v.maxLength(MAX_DATA_URL_LENGTH, NON_SPEC_MESSAGES.fileTooLarge),
    v.regex(DATA_URL, GENERIC_FIELD_MESSAGE),
  ),
  // The client's idea of the type: accepted for SPEC's shape, never used.
  type: v.optional(v.pipe(v.string(), v.maxLength(255, GENERIC_FIELD_MESSAGE)), ''),
});

/**
 * SPEC §7's list: files of one registration (one grant or owner check covers the request), each type at
 * most once.
 */
export const FileUploadListSchema = v.pipe(
  v.array(FileUploadSchema, MESSAGES.required),
  v.minLength(1, MESSAGES.required),
  v.maxLength(ATTACHMENT_TYPES.length, GENERIC_FIELD_MESSAGE),
  v.check((list) => list.every((item) => item.regId === list[0]?.regId), 'All files must be for one registration'),
  v.check(
    (list) => new Set(list.map((item) => item.attachmentType)).size === list.length,
    'Each attachment type at most once',
  ),
);
export type FileUploadList = v.InferOutput<typeof FileUploadListSchema>;

/** `GET|DELETE /api/files/{regId}/{attachmentType}/{fileName}`. */
export const FileParamsSchema = v.object({
  regId: v.string(),
  attachmentType: AttachmentTypeSchema,
  fileName: v.pipe(v.string(), v.nonEmpty(GENERIC_FIELD_MESSAGE), v.maxLength(1024, GENERIC_FIELD_MESSAGE)),
});
export type FileParams = v.InferOutput<typeof FileParamsSchema>;

/** The data of a data URL (after the comma), decoded. */
export const dataOf = (dataURL: string) => Buffer.from(dataURL.slice(dataURL.indexOf(',') + 1), 'base64');

/**
 * SPEC §3's `attachments[]` in a scholarship create's or edit's body. The registration is the route's: an
 * element's regId (which a create's client cannot know yet) is taken and ignored; each type at most once.
 */
export const BodyFileListSchema = v.pipe(
  v.array(v.object({ ...FileUploadSchema.entries, regId: v.optional(v.string(), '') }), GENERIC_FIELD_MESSAGE),
  v.maxLength(ATTACHMENT_TYPES.length, GENERIC_FIELD_MESSAGE),
  v.check(
    (list) => new Set(list.map((item) => item.attachmentType)).size === list.length,
    'Each attachment type at most once',
  ),
);
