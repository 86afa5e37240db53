import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  isAttachmentType,
  MAX_ATTACHMENT_BYTES,
  MESSAGES,
  type AttachmentType,
  type UploadedFiles,
} from '@stem/shared';
import { notOwned } from '../auth/ownership.ts';
import { invalidUploadField, type StagedUpload, type Uploader } from '../files/attachment-service.ts';
import { asUploadError } from '../files/content-check.ts';
import { sendAsDownload } from '../files/file-name.ts';
import { refuseOlderVersion } from '../registrations/edit-version.ts';
import {
  dataOf,
  FileParamsSchema,
  FileUploadListSchema,
  JSON_UPLOAD_BODY_LIMIT,
  type FileParams,
  type FileUploadList,
} from '../files/upload-schemas.ts';
import { GENERIC_FIELD_MESSAGE } from '../validation/valibot-validator.ts';
import { NoQuery } from '../validation/request-schemas.ts';

/**
 * What one multipart POST /api/files may hold (SECURITY.md item 8): the fields regId and attachmentType,
 * then one file of at most 20 MB. Anything more is refused with 413 by the parser (FST_FIELDS_LIMIT,
 * FST_FILES_LIMIT, FST_PARTS_LIMIT); a file cut at the size limit is refused by the content check.
 */
const MULTIPART_LIMITS = {
  fileSize: MAX_ATTACHMENT_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldNameSize: 32,
  fieldSize: 128,
  headerPairs: 16,
};

const FILE_PATH = '/api/files/:regId/:attachmentType/:fileName';

type Answer = { code: 0; message: ''; data: UploadedFiles };

/**
 * SPEC §7's file calls. POST /api/files takes the site's streamed multipart form or SPEC's JSON list; the
 * uploader is the holder of a create answer's grant or the signed-in owner (access rule `uploader`). A
 * request's files are all stored or none: each is checked and staged while the body streams in, and only a
 * request read to its end without an error makes them the registration's files, replacing the old ones.
 * GET and DELETE are the owner's; another's file, or a name that is not the file's, answers as a missing one.
 */
export default async function fileRoutes(app: FastifyInstance) {
  // Here only: no other route accepts multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  // Writes take JSON or multipart only (SECURITY.md item 4): anything else is 415.
  app.removeContentTypeParser('text/plain');

  app.post<{ Body: FileUploadList | null }>(
    '/api/files',
    {
      config: { access: 'uploader', rateLimitTier: 'uploads', versioned: true },
      bodyLimit: JSON_UPLOAD_BODY_LIMIT,
      schema: {
        description:
          'One file as multipart/form-data (fields regId and attachmentType, then the file; what the site sends), ' +
          'or SPEC’s JSON list below. Authorised by the x-upload-grant of a create answer or the owner’s token.',
        // None for a multipart body (Fastify validates it as null), which the handler reads as a stream.
        body: v.nullish(FileUploadListSchema),
        querystring: NoQuery,
      },
    },
    async (request): Promise<Answer> => {
      const uploader: Uploader = request.uploadGrant
        ? { grantRegId: request.uploadGrant.regId }
        : { session: request.session! };
      const uploads: StagedUpload[] = [];
      try {
        if (request.isMultipart()) await receiveMultipart(request, uploader, uploads);
        else if (request.body) await receiveList(request, request.body, uploader, uploads);
        else throw invalidUploadField('', MESSAGES.required);
      } catch (error) {
        await app.attachments.discard(uploads);
        if (request.isMultipart()) discardRestOf(request);
        throw error;
      }
      const stored = await app.attachments.commit(uploads);
      const files = stored.map(({ attachmentType, fileName }) => ({ attachmentType, fileName }));
      return { code: 0, message: '', data: { files } };
    },
  );

  /**
   * Where a file goes, refused before its bytes are read when the uploader may not attach it there. An edit's
   * file is sent with the version its form loaded (If-Match, as the edit's PUT): once another tab or device
   * changed the registration, it is refused with 412 and not stored, so the edit's "nothing was saved" holds
   * for its files too.
   */
  async function targetOf(request: FastifyRequest, uploader: Uploader, regId: string, type: AttachmentType) {
    const target = await app.attachments.target(uploader, regId, type);
    refuseOlderVersion(request, target);
    return target;
  }

  /** The site's path: fields first, then the file, streamed through the check into the store. */
  async function receiveMultipart(request: FastifyRequest, uploader: Uploader, uploads: StagedUpload[]) {
    const fields = new Map<string, string>();
    for await (const part of partsOf(request)) {
      if (part.type === 'field') {
        if (part.valueTruncated || typeof part.value !== 'string') {
          throw invalidUploadField(part.fieldname, GENERIC_FIELD_MESSAGE);
        }
        fields.set(part.fieldname, part.value);
        continue;
      }
      const regId = fields.get('regId');
      const attachmentType = fields.get('attachmentType');
      if (regId === undefined || !/^[A-Za-z0-9_-]{1,64}$/.test(regId)) {
        throw invalidUploadField('regId', MESSAGES.required);
      }
      if (!isAttachmentType(attachmentType)) throw invalidUploadField('attachmentType', MESSAGES.required);
      const target = await targetOf(request, uploader, regId, attachmentType);
      uploads.push(await app.attachments.stage(target, part.filename, part.file, () => part.file.truncated));
    }
    if (uploads.length === 0) throw invalidUploadField('file', MESSAGES.required);
  }

  /** SPEC's list: each data URL decoded and checked as a multipart file would be. */
  async function receiveList(
    request: FastifyRequest,
    list: FileUploadList,
    uploader: Uploader,
    uploads: StagedUpload[],
  ) {
    for (const item of list) {
      const target = await targetOf(request, uploader, item.regId, item.attachmentType);
      uploads.push(await app.attachments.stage(target, item.fileName, Readable.from([dataOf(item.dataURL)])));
    }
  }

  app.get<{ Params: FileParams }>(
    FILE_PATH,
    { config: { access: 'owner' }, schema: { params: FileParamsSchema, querystring: NoQuery } },
    async (request, reply) => {
      const { attachmentType, fileName } = request.params;
      const opened = await app.attachments.open(request.registration!, attachmentType, fileName);
      if (!opened) throw notOwned();
      return sendAsDownload(reply, opened);
    },
  );

  app.delete<{ Params: FileParams }>(
    FILE_PATH,
    { config: { access: 'owner' }, schema: { params: FileParamsSchema, querystring: NoQuery } },
    async (request) => {
      const { attachmentType, fileName } = request.params;
      if (!(await app.attachments.delete(request.registration!, attachmentType, fileName))) throw notOwned();
      return { code: 0, message: '' };
    },
  );
}

/**
 * After a refusal part-way through a multipart body (a wrong type is known from the first bytes), the rest
 * is read and thrown away: left paused in the parser, it would hold the connection, and the browser,
 * still sending, might never read the answer. Node's requestTimeout bounds a client that never stops.
 */
function discardRestOf(request: FastifyRequest) {
  if (request.raw.readableEnded) return;
  request.raw.unpipe();
  request.raw.resume();
}

/** The request's parts; a broken body (cut short, malformed) is a 400, never a 500. */
async function* partsOf(request: FastifyRequest) {
  try {
    for await (const part of request.parts()) yield part;
  } catch (error) {
    throw asUploadError(error);
  }
}
