import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ATTACHMENT_RULES } from '@stem/shared';
import { isAnswerGroup } from '@stem/shared/registration/fields/answers';
import { checkInMailAddition } from '../check-in/check-in-qr.ts';
import { organiserAddresses, type OrganiserAddressOptions } from '../contact/contact-recipients.ts';
import { invalidUploadField } from '../files/attachment-service.ts';
import { BodyFileListSchema, dataOf, JSON_UPLOAD_BODY_LIMIT } from '../files/upload-schemas.ts';
import { NoQuery, RegIdParams } from '../validation/request-schemas.ts';
import type { ApiKind } from './api-kind.ts';
import { refuseOlderVersion } from './edit-version.ts';
import { RegistrationPipeline, type BodyFile } from './registration-pipeline.ts';
import { readSpecBody } from './spec-body.ts';

export interface RegistrationRoutesOptions {
  kind: ApiKind;
  publicSiteUrl: string;
  /** Where a kind's own mails to the organisers go (the sponsorship team's copy of an invoice). */
  organisers: OrganiserAddressOptions;
}

type Body = Record<string, unknown>;

/**
 * The routes of one registration kind, read off its registry record (SPEC §7): POST `apiPath` (public,
 * the strict "creates" limit, body = the kind's create schema with its captcha token) and, when the kind
 * has an edit page, PUT `apiPath/:regId` for the owner (body = the edit schema; the access layer loads the
 * owner's registration of this kind, or answers 404). Registered once per kind (api-kinds.ts).
 */
export default async function registrationRoutes(app: FastifyInstance, options: RegistrationRoutesOptions) {
  const { kind: apiKind } = options;
  const { definition } = apiKind;
  const { kind } = definition;
  if (kind.editRoute !== null && !apiKind.updatedMail) {
    throw new Error(`${kind.regType} has an edit route but no update mail`);
  }
  if (!apiKind.acceptInstead && !apiKind.createdMail) throw new Error(`${kind.regType} has no confirmation mail`);
  const pipeline = new RegistrationPipeline({
    store: app.store,
    captcha: app.captcha,
    cms: app.cms,
    mailComposer: app.mailComposer,
    wakeMailWorker: () => app.mailWorker.wake(),
    groups: app.groups,
    uploadGrants: app.auth.uploadGrants,
    log: app.log,
    publicSiteUrl: options.publicSiteUrl,
    dayOfConsents: app.dayOfConsents,
    organisers: organiserAddresses(app.cms, options.organisers),
    everyConfirmation: (registration) => checkInMailAddition(registration, app.checkInTokens),
    files: app.attachments,
  });

  // Writes take JSON only (SECURITY.md item 4): without Fastify's text/plain parser, anything else is 415.
  app.removeContentTypeParser('text/plain');

  // A body in SPEC §3's shape is read as the form would have sent it (spec-body.ts), create and edit alike.
  const readBody = async (request: FastifyRequest) => {
    readSpecBody(request.body, apiKind);
  };
  // Files in the body (create and edit alike): as large a body as POST /api/files takes; taken off before the
  // kind's schema, which would drop them unseen.
  const filesOf = new WeakMap<FastifyRequest, BodyFile[]>();
  const bodyOptions = apiKind.filesInBody
    ? {
        bodyLimit: JSON_UPLOAD_BODY_LIMIT,
        preValidation: async (request: FastifyRequest) => {
          filesOf.set(request, takeBodyFiles(request.body));
          await readBody(request);
        },
      }
    : { preValidation: readBody };
  const filesDescription = apiKind.filesInBody ? { description: FILES_IN_BODY_DESCRIPTION } : {};
  app.post<{ Body: Body }>(
    kind.apiPath,
    {
      config: { access: 'public', rateLimitTier: 'creates' },
      schema: { body: definition.create, querystring: NoQuery, ...filesDescription },
      ...bodyOptions,
    },
    async (request) => pipeline.create(apiKind, request.body, request.ip, filesOf.get(request)),
  );

  if (kind.editRoute === null) return;
  app.put<{ Params: RegIdParams; Body: Body }>(
    `${kind.apiPath}/:regId`,
    {
      // An edit that may carry files (as large a body as POST /api/files takes) is held to that route's limit.
      config: {
        access: 'owner',
        regType: kind.regType,
        versioned: true,
        ...(apiKind.filesInBody ? { rateLimitTier: 'uploads' as const } : {}),
      },
      schema: { params: RegIdParams, body: definition.edit, querystring: NoQuery, ...filesDescription },
      ...bodyOptions,
    },
    async (request) => {
      const registration = request.registration!;
      // Nothing is saved over a change the form did not show (another tab's, another device's).
      refuseOlderVersion(request, registration);
      return pipeline.update(apiKind, registration, request.body, filesOf.get(request));
    },
  );
}

const FILES_IN_BODY_DESCRIPTION =
  'The body may also carry SPEC §3’s `attachments`: a list of `{ attachmentType, fileName, dataURL, type }` ' +
  '(a base64 data URL each, one per type, 28 MiB in all), checked before anything is stored and kept with the ' +
  'registration (on an edit, each replaces the file of its type); on a create each file’s name fills its name ' +
  'field. Or upload them afterwards with POST /api/files (the create answer’s upload grant, or the login), as ' +
  'the site does.';

/**
 * SPEC §3's `attachments[]` of a create or an edit, taken off the body (the kind's schema holds answers, not files)
 * and checked as POST /api/files checks its list. Each file's name goes into the field the form names it
 * in: a client that sends only the list names its files all the same, and the confirmation lists the
 * files that came, not other names the body gave.
 */
function takeBodyFiles(body: unknown): BodyFile[] {
  if (!isAnswerGroup(body) || body.attachments === undefined) return [];
  const parsed = v.safeParse(BodyFileListSchema, body.attachments);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    const path = v.getDotPath(issue);
    throw invalidUploadField(path ? `attachments.${path}` : 'attachments', issue.message);
  }
  delete body.attachments;
  for (const file of parsed.output) {
    const field = ATTACHMENT_RULES[file.attachmentType].field;
    body[field] = file.fileName;
  }
  return parsed.output.map(({ attachmentType, fileName, dataURL }) => ({
    attachmentType,
    fileName,
    content: dataOf(dataURL),
  }));
}
