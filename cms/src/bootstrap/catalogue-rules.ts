import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

const CATALOGUE = 'api::catalog-item.catalog-item';

/** The Document Service actions that take an item's data. */
const WRITES_DATA = new Set(['create', 'update']);

interface CatalogueRow {
  documentId: string;
  category: string;
  itemId: number;
  title: string;
}

/** Why an item id cannot be used in its list: the item that has it, and the next id free there. */
export const takenIdMessage = (itemId: number, holder: string, nextFree: number) =>
  `Item id ${itemId} is already “${holder}” in this list. Registrations store the id, so each item needs its own: the next free one is ${nextFree}.`;

/**
 * A catalogue item's id is what registrations store (a student's school is its id): two items of one list
 * with the same id made the form list both, and a student who chose the new school was stored as the old
 * one. The admin refuses a create or an edit that gives an item an id its list already has, naming the item
 * that has it and the next free id (an editor otherwise paged through the list to find one). Registered in
 * `register()`, so it holds for the admin, the REST API and scripts alike.
 */
export function keepCatalogueIdsApart(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== CATALOGUE || !WRITES_DATA.has(context.action)) return next();
    const params = context.params as { documentId?: string; data?: Partial<CatalogueRow> };
    const rows = strapi.db.query(CATALOGUE);
    const stored = params.documentId
      ? ((await rows.findOne({ where: { documentId: params.documentId } })) as CatalogueRow | null)
      : null;
    const category = params.data?.category ?? stored?.category;
    const itemId = Number(params.data?.itemId ?? stored?.itemId);
    if (!category || !Number.isInteger(itemId)) return next();
    const list = (await rows.findMany({ where: { category } })) as CatalogueRow[];
    const holder = list.find((row) => row.itemId === itemId && row.documentId !== params.documentId);
    if (holder) {
      const message = takenIdMessage(itemId, holder.title, Math.max(0, ...list.map((row) => row.itemId)) + 1);
      throw new errors.ValidationError(message, {
        errors: [{ path: ['itemId'], message, name: 'ValidationError', value: undefined }],
      });
    }
    return next();
  });
}
