import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DAY_OF_CONSENT_REG_TYPES, type RegType } from '@stem/shared';
import { notOwned, ownedRegistration } from '../auth/ownership.ts';
import { verifiedEmail } from '../auth/session-service.ts';
import type { Registration } from '../store/registration-store.ts';

/** Day-of consents belong to the student's email but are not registrations to list or edit (SPEC §2). */
const LISTED = (regType: RegType) => !(DAY_OF_CONSENT_REG_TYPES as readonly RegType[]).includes(regType);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const RegIdParams = v.object({ regId: v.string() });
const NoQuery = v.strictObject({});

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
      if (!registration) return notOwned(request, reply);
      return { code: 0, message: '', data: publicView(registration) };
    },
  );
}

/**
 * The registration as its owner sees it: the form's fields as they were sent, with regId and regType. The
 * group code is among them: the owner typed it, and the edit form needs it to keep the group.
 */
function publicView(registration: Registration) {
  return { ...registration.data, regId: registration.regId, regType: registration.regType };
}
