import * as v from 'valibot';

/** Catalogue categories (SPEC §3). GET /api/catalog-items/{category} answers one of these. */
export const CATALOG_CATEGORIES = ['MIDSCH', 'HIGHSCH', 'MSGRADE', 'HSGRADE', 'TSHIRT', 'LUNCH'] as const;
export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];

/**
 * Collection `catalog-item` in the CMS. `itemId` is the id forms store (grades 1-3 and 1-4, T-shirt sizes
 * 1-6, lunch options 1-3, schools by their own ids); it is unique within its category.
 * `offersTranslation` (schools only, DESIGN.md §6) shows the translator question.
 */
export const CatalogItemSchema = v.object({
  category: v.picklist(CATALOG_CATEGORIES),
  itemId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: v.pipe(v.string(), v.nonEmpty()),
  isActive: v.boolean(),
  offersTranslation: v.boolean(),
});
export type CatalogItem = v.InferOutput<typeof CatalogItemSchema>;

/** Collection `us-state`: 51 entries including DC, stateId 1 to 51. */
export const UsStateSchema = v.object({
  stateId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(51)),
  code: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  title: v.pipe(v.string(), v.nonEmpty()),
  isActive: v.boolean(),
});
export type UsState = v.InferOutput<typeof UsStateSchema>;
