import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { EVENT_CALENDAR_ROUTE, EVENT_SLUGS } from '@stem/shared';
import { AppError } from '../errors/app-error.ts';
import { eventCalendar, invitationOf } from '../mail/event-invitation.ts';

const ParamsSchema = v.object({ event: v.picklist(EVENT_SLUGS) });

/**
 * GET /api/events/:event/calendar.ics: one career day as an iCalendar file, for the site's "Add to calendar"
 * links (the thank-you page, the about page). The same entry as the confirmation's file (same UID), so
 * adding both leaves one entry, and a date the CMS moves updates it. From the CMS, or its last known copy.
 */
export default async function eventCalendarRoutes(app: FastifyInstance) {
  app.get<{ Params: v.InferOutput<typeof ParamsSchema> }>(
    EVENT_CALENDAR_ROUTE,
    { config: { access: 'public' }, schema: { params: ParamsSchema } },
    async (request, reply) => {
      const event = await app.cms.getEvent(request.params.event);
      if (!event) {
        throw new AppError('CMS_UNAVAILABLE', 'The calendar is not available right now. Please try again later.');
      }
      reply.header('cache-control', 'public, max-age=300');
      reply.header('content-disposition', `attachment; filename="stem-career-day-${request.params.event}.ics"`);
      reply.type('text/calendar; charset=utf-8');
      return eventCalendar(invitationOf(event));
    },
  );
}
