import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  createHsIndividualSchema,
  createMsIndividualSchema,
  GroupCodeSchema,
  HsDayOfConsentSchema,
  MsDayOfConsentSchema,
  type GroupCodeOutput,
  type HsDayOfConsentOutput,
  type HsIndividualEditOutput,
  type HsIndividualOutput,
  type MsDayOfConsentOutput,
  type MsIndividualEditOutput,
  type MsIndividualOutput,
} from '@stem/shared';
import { notOwned, ownedRegistration } from '../auth/ownership.ts';
import {
  INVALID_GROUP_CODE_MESSAGE,
  StudentRegistrationService,
  type ServiceAnswer,
} from '../services/student-registrations.ts';

export interface StudentRegistrationRoutesOptions {
  publicSiteUrl: string;
  seedDemoGroups: boolean;
}

/** No student route takes a query: any key (`?id[$ne]=x`) is refused with 400. */
const NoQuery = v.strictObject({});
const RegIdParams = v.object({ regId: v.string() });
type RegIdParams = v.InferOutput<typeof RegIdParams>;

/** HTTP status of a registration answer: -4 arrives as a failed response (SPEC §8), -1 is a refusal. */
const STATUS_BY_ANSWER: Record<ServiceAnswer['code'], number> = { 0: 200, [-1]: 403, [-2]: 200, [-4]: 400 };

const send = (reply: FastifyReply, answer: ServiceAnswer) => reply.status(STATUS_BY_ANSWER[answer.code]).send(answer);

/** The captcha token, read from the body as sent: the shared schemas drop `gResponse`. */
const captchaTokens = new WeakMap<FastifyRequest, unknown>();
async function keepCaptchaToken(request: FastifyRequest) {
  const body = request.body;
  if (body !== null && typeof body === 'object' && Object.hasOwn(body, 'gResponse')) {
    captchaTokens.set(request, (body as { gResponse: unknown }).gResponse);
  }
}

/**
 * The student registrations (SPEC §7): MS and HS individual create and, for their owner, edit; the group
 * code check and group list; the two day-of consents. HTTP only; the rules are StudentRegistrationService's.
 */
export default async function studentRegistrationRoutes(
  app: FastifyInstance,
  options: StudentRegistrationRoutesOptions,
) {
  const service = new StudentRegistrationService({
    store: app.store,
    captcha: app.captcha,
    cms: app.cms,
    mailer: app.mailer,
    log: app.log,
    publicSiteUrl: options.publicSiteUrl,
  });
  if (options.seedDemoGroups) await service.seedDemoGroup();

  // Writes take JSON only (SECURITY.md item 4): without Fastify's text/plain parser, anything else is 415.
  app.removeContentTypeParser('text/plain');

  const createRoute = {
    preValidation: keepCaptchaToken,
    config: { access: 'public' as const, rateLimitTier: 'creates' as const },
  };

  app.post<{ Body: MsIndividualOutput }>(
    '/api/ms-ind-reg',
    { ...createRoute, schema: { body: createMsIndividualSchema({ mode: 'create' }), querystring: NoQuery } },
    async (request, reply) =>
      send(
        reply,
        await service.createMsIndividual({
          values: request.body,
          captchaToken: captchaTokens.get(request),
          remoteIp: request.ip,
        }),
      ),
  );

  app.post<{ Body: HsIndividualOutput }>(
    '/api/hs-ind-reg',
    { ...createRoute, schema: { body: createHsIndividualSchema({ mode: 'create' }), querystring: NoQuery } },
    async (request, reply) =>
      send(
        reply,
        await service.createHsIndividual({
          values: request.body,
          captchaToken: captchaTokens.get(request),
          remoteIp: request.ip,
        }),
      ),
  );

  // Edits by the owner (SPEC §7 "With login"): another owner's regId, or one of another kind, is a 404.
  const editRoute = (schema: v.GenericSchema) => ({
    config: { access: 'owner' as const },
    schema: { params: RegIdParams, body: schema, querystring: NoQuery },
  });

  app.put<{ Params: RegIdParams; Body: MsIndividualEditOutput }>(
    '/api/ms-ind-reg/:regId',
    editRoute(createMsIndividualSchema({ mode: 'edit' })),
    async (request, reply) => {
      const registration = await ownedRegistration(app, request.session!, request.params.regId);
      if (registration?.regType !== 'MSIND') return notOwned(request, reply);
      return send(reply, await service.updateMsIndividual(registration, request.body));
    },
  );

  app.put<{ Params: RegIdParams; Body: HsIndividualEditOutput }>(
    '/api/hs-ind-reg/:regId',
    editRoute(createHsIndividualSchema({ mode: 'edit' })),
    async (request, reply) => {
      const registration = await ownedRegistration(app, request.session!, request.params.regId);
      if (registration?.regType !== 'HSIND') return notOwned(request, reply);
      return send(reply, await service.updateHsIndividual(registration, request.body));
    },
  );

  app.post<{ Body: GroupCodeOutput }>(
    '/api/verify-group-code',
    {
      config: { access: 'public', rateLimitTier: 'groupCode' },
      schema: { body: GroupCodeSchema, querystring: NoQuery },
    },
    async (request, reply) => {
      const valid = await service.verifyGroupCode(request.body.groupId, request.body.groupCode);
      return send(
        reply,
        valid ? { code: 0, message: '' } : { code: -2, message: INVALID_GROUP_CODE_MESSAGE, field: 'groupCode' },
      );
    },
  );

  app.get(
    '/api/middle-school-groups',
    { config: { access: 'public' }, schema: { querystring: NoQuery } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { code: 0, message: '', data: await service.listGroups() };
    },
  );

  app.post<{ Body: HsDayOfConsentOutput }>(
    '/api/hs-day-of-consent',
    {
      config: { access: 'public', rateLimitTier: 'creates' },
      schema: { body: HsDayOfConsentSchema, querystring: NoQuery },
    },
    async (request, reply) => send(reply, await service.createDayOfConsent(request.body)),
  );

  app.post<{ Body: MsDayOfConsentOutput }>(
    '/api/ms-day-of-consent',
    {
      config: { access: 'public', rateLimitTier: 'creates' },
      schema: { body: MsDayOfConsentSchema, querystring: NoQuery },
    },
    async (request, reply) => send(reply, await service.createDayOfConsent(request.body)),
  );
}
