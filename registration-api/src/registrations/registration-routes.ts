import type { FastifyInstance } from 'fastify';
import { checkInMailAddition } from '../check-in/check-in-qr.ts';
import { NoQuery, RegIdParams } from '../validation/request-schemas.ts';
import type { ApiKind } from './api-kind.ts';
import { RegistrationPipeline } from './registration-pipeline.ts';

export interface RegistrationRoutesOptions {
  kind: ApiKind;
  publicSiteUrl: string;
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
    everyConfirmation: (registration) => checkInMailAddition(registration, app.checkInTokens),
  });

  // Writes take JSON only (SECURITY.md item 4): without Fastify's text/plain parser, anything else is 415.
  app.removeContentTypeParser('text/plain');

  app.post<{ Body: Body }>(
    kind.apiPath,
    {
      config: { access: 'public', rateLimitTier: 'creates' },
      schema: { body: definition.create, querystring: NoQuery },
    },
    async (request) => pipeline.create(apiKind, request.body, request.ip),
  );

  if (kind.editRoute === null) return;
  app.put<{ Params: RegIdParams; Body: Body }>(
    `${kind.apiPath}/:regId`,
    {
      config: { access: 'owner', regType: kind.regType },
      schema: { params: RegIdParams, body: definition.edit, querystring: NoQuery },
    },
    async (request) => pipeline.update(apiKind, request.registration!, request.body),
  );
}
