import type { FastifyInstance } from 'fastify';
import { ANSWER_CODES, GroupCodeSchema, type Answer, type GroupCodeOutput, type GroupListItem } from '@stem/shared';
import { INVALID_GROUP_CODE_MESSAGE } from '../groups/group-directory.ts';
import { readPlainBody } from '../registrations/spec-body.ts';
import { NoQuery } from '../validation/request-schemas.ts';

/**
 * The middle school groups for the individual form (SPEC §7): the group select's list (never the codes)
 * and the group code check, rate limited because codes are secrets (DESIGN.md §4).
 */
export default async function middleSchoolGroupsRoutes(app: FastifyInstance) {
  // Writes take JSON only (SECURITY.md item 4): without Fastify's text/plain parser, anything else is 415.
  app.removeContentTypeParser('text/plain');

  app.post<{ Body: GroupCodeOutput }>(
    '/api/verify-group-code',
    {
      config: { access: 'public', rateLimitTier: 'groupCode' },
      schema: { body: GroupCodeSchema, querystring: NoQuery },
      // As a registration's body: a number is its text (a code of digits sent as a JSON number).
      preValidation: async (request) => readPlainBody(request.body),
    },
    async (request): Promise<Answer> =>
      (await app.groups.verifyCode(request.body.groupId, request.body.groupCode))
        ? { code: ANSWER_CODES.ok, message: '' }
        : { code: ANSWER_CODES.field, message: INVALID_GROUP_CODE_MESSAGE, field: 'groupCode' },
  );

  app.get(
    '/api/middle-school-groups',
    { config: { access: 'public' }, schema: { querystring: NoQuery } },
    async (_request, reply): Promise<Answer<GroupListItem[]>> => {
      reply.header('cache-control', 'no-store');
      return { code: ANSWER_CODES.ok, message: '', data: await app.groups.list() };
    },
  );
}
