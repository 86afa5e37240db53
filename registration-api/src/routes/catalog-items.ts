import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { CATALOG_CATEGORIES, catalogAnswer } from '@stem/shared';
import { AppError } from '../errors/app-error.ts';

const ParamsSchema = v.object({ category: v.picklist(CATALOG_CATEGORIES) });

/**
 * GET /api/catalog-items/:category (SPEC §7): the active items of one catalogue as `{ id, title }` (schools
 * with `offersTranslation` too), id being
 * the itemId that registrations store. From the CMS, or its last known copy while the CMS is down.
 */
export default async function catalogItemsRoutes(app: FastifyInstance) {
  app.get<{ Params: v.InferOutput<typeof ParamsSchema> }>(
    '/api/catalog-items/:category',
    { config: { access: 'public' }, schema: { params: ParamsSchema } },
    async (request, reply) => {
      const { items } = await app.cms.getCatalog(request.params.category);
      if (!items) {
        throw new AppError('CMS_UNAVAILABLE', 'This list is not available right now. Please try again later.');
      }
      // Not personal data, and the API itself re-reads the CMS at this pace.
      reply.header('cache-control', 'public, max-age=30');
      // Schools also say whether the translator question applies to them (DESIGN.md §6).
      const data = catalogAnswer(request.params.category, items);
      return { code: 0, message: '', data };
    },
  );
}
