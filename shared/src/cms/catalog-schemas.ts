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

/** One entry of a catalogue as forms get it: by GET /api/catalog-items/{category}, or built into the page. */
export interface CatalogAnswerItem {
  /** The itemId, what registrations store. */
  id: number;
  title: string;
  /** Schools only: whether the translator question applies (DESIGN.md §6). */
  offersTranslation?: boolean;
}

/**
 * A catalogue's active entries by itemId, as forms get them. The API's answer and the lists a form page is
 * built with come from here, so a page's built options and the API's are the same list.
 */
export function catalogAnswer(category: CatalogCategory, items: readonly CatalogItem[]): CatalogAnswerItem[] {
  const isSchools = category === 'MIDSCH' || category === 'HIGHSCH';
  return items
    .filter((item) => item.category === category && item.isActive)
    .sort((a, b) => a.itemId - b.itemId)
    .map((item) =>
      isSchools
        ? { id: item.itemId, title: item.title, offersTranslation: item.offersTranslation }
        : { id: item.itemId, title: item.title },
    );
}
