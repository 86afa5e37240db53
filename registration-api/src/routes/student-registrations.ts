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
  type HsIndividualOutput,
  type MsDayOfConsentOutput,
  type MsIndividualOutput,
} from '@stem/shared';
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
 * The student registrations without login (SPEC §7): MS and HS individual create, the group code check and
 * group list, and the two day-of consents. HTTP only; the rules are StudentRegistrationService's.
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
