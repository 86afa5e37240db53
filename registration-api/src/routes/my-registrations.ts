import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { DAY_OF_CONSENT_REG_TYPES, type RegType } from '@stem/shared';
import { verifiedEmail } from '../auth/session-service.ts';
import { emailKey, type Registration } from '../store/registration-store.ts';

/** Stored fields that are the API's business only: a group code is a secret even to the member. */
const INTERNAL_FIELDS = new Set(['groupCode']);

/** Day-of consents belong to the student's email but are not registrations to list or edit (SPEC §2). */
const LISTED = (regType: RegType) => !(DAY_OF_CONSENT_REG_TYPES as readonly RegType[]).includes(regType);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const RegIdParams = v.object({ regId: v.string() });
const NoQuery = v.strictObject({});

/** Exactly what a missing registration answers, so another owner's regId reveals nothing. */
const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ error: 'NOT_FOUND', message: 'Not found', requestId: request.id });

/**
 * The signed-in user's registrations (SPEC §7 "With login"): the chooser's list and one registration.
 * Both go by the session's verified email only (SECURITY.md items 11 and 13).
 */
export default async function myRegistrationsRoutes(app: FastifyInstance) {
  app.get(
    '/api/user-registrations',
    { config: { access: 'user' }, schema: { querystring: NoQuery } },
    async (request) => {
      const email = verifiedEmail(request.session!);
      const owned = email ? await app.store.listByOwner(email) : [];
      const registrations = owned
        .filter((registration) => LISTED(registration.regType))
        .map(({ regId, regType, data }) => ({
          regId,
          regType,
          firstName: text(data.firstName),
          lastName: text(data.lastName),
        }));
      return { code: 0, message: '', data: { registrations } };
    },
  );

  app.get<{ Params: v.InferOutput<typeof RegIdParams> }>(
    '/api/registrations/:regId',
    { config: { access: 'owner' }, schema: { params: RegIdParams, querystring: NoQuery } },
    async (request, reply) => {
      const registration = await ownedRegistration(app, request.session!, request.params.regId);
      if (!registration) return notFound(request, reply);
      return { code: 0, message: '', data: publicView(registration) };
    },
  );
}

/** The registration with this regId when the session's verified email owns it; null otherwise. */
export async function ownedRegistration(
  app: FastifyInstance,
  session: NonNullable<FastifyRequest['session']>,
  regId: string,
): Promise<Registration | null> {
  const email = verifiedEmail(session);
  if (!email || !/^[A-Za-z0-9_-]{1,64}$/.test(regId)) return null;
  const registration = await app.store.get(regId);
  return registration && emailKey(registration.email) === emailKey(email) ? registration : null;
}

/** The registration as its owner sees it: the form's fields with regId and regType, no internal fields. */
function publicView(registration: Registration) {
  const fields = Object.fromEntries(Object.entries(registration.data).filter(([key]) => !INTERNAL_FIELDS.has(key)));
  return { ...fields, regId: registration.regId, regType: registration.regType };
}
