import * as v from 'valibot';
import { MESSAGES } from '../../messages.ts';

/** Middle school grades 6th, 7th, 8th (SPEC §3). */
export const MS_GRADE_LEVEL_IDS = ['1', '2', '3'] as const;
/** High school grades 9th to 12th. */
export const HS_GRADE_LEVEL_IDS = ['1', '2', '3', '4'] as const;
/** Deli Sandwich, Vegetarian, Gluten Free. */
export const LUNCH_IDS = ['1', '2', '3'] as const;
/** S, M, L, XL, 2XL, 3XL. */
export const T_SHIRT_SIZE_IDS = ['1', '2', '3', '4', '5', '6'] as const;

/** The 51 US state entries including DC (SPEC §3: ids 1 to 51, CMS collection `us-state`). */
export const US_STATE_IDS = Array.from({ length: 51 }, (_, index) => String(index + 1));

/**
 * A required choice from a fixed catalogue, by id as the form's select gives it (a string). Anything that
 * is not one of the options is 'This field is required', as no option has been chosen.
 */
export const catalogueChoice = <const TIds extends readonly string[]>(ids: TIds) => v.picklist(ids, MESSAGES.required);

/**
 * A choice from a fixed catalogue asked only under a condition (a cross-field rule decides): '' while
 * unanswered or cleared, and missing or null means '' (a radio group nobody picked reads as null).
 */
export const optionalCatalogueChoice = <const TIds extends readonly string[]>(ids: TIds) =>
  v.nullish(v.picklist([...ids, ''] as const, MESSAGES.required), '');
