import type { FastifyInstance } from 'fastify';
import { kindOf, type Answer, type CancellationOutcome } from '@stem/shared';
import { notOwned } from '../auth/ownership.ts';
import { organiserAddresses, type OrganiserAddressOptions } from '../contact/contact-recipients.ts';
import { cancelRegistration } from '../registrations/cancellation.ts';
import { NoQuery, RegIdParams } from '../validation/request-schemas.ts';

/**
 * DELETE /api/registrations/{regId}: the owner cancels one of the registrations the chooser lists (a day-of
 * consent goes with its student's registration, never on its own). Answers `{ code: 0, data }` with what
 * happened to a group's students.
 */
export default async function cancelRegistrationRoutes(
  app: FastifyInstance,
  options: { publicSiteUrl: string; organisers: OrganiserAddressOptions },
) {
  const organisers = organiserAddresses(app.cms, options.organisers);
  app.delete<{ Params: RegIdParams }>(
    '/api/registrations/:regId',
    { config: { access: 'owner' }, schema: { params: RegIdParams, querystring: NoQuery } },
    async (request): Promise<Answer<CancellationOutcome>> => {
      const registration = request.registration!;
      if (kindOf(registration.regType)?.listed !== true) throw notOwned();
      const outcome = await cancelRegistration(
        {
          store: app.store,
          files: app.attachments,
          mailComposer: app.mailComposer,
          organisers,
          wakeMailWorker: () => app.mailWorker.wake(),
          publicSiteUrl: options.publicSiteUrl,
        },
        registration,
      );
      return { code: 0, message: '', data: outcome };
    },
  );
}
