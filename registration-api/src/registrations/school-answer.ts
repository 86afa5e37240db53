import { isOtherSchool } from '@stem/shared/registration/fields/answers';
import type { CmsClient } from '../cms/cms-client.ts';
import type { Registration } from '../store/registration-store.ts';
import type { FieldRefusal } from './api-kind.ts';

/** The catalogues a school question chooses from (SPEC §3: MIDSCH for middle school kinds, HIGHSCH for high). */
export type SchoolCatalogue = 'MIDSCH' | 'HIGHSCH';

/** Said on `schoolId` when the id is no school of the catalogue (a form's stale list, or a made-up body). */
export const UNKNOWN_SCHOOL_MESSAGE =
  'This school is not on the list. Please choose another school, or Other and type its name.';

/**
 * The school question as the catalogue has it (the form knows it; the API must not trust that): `schoolId`
 * is an active school of `catalogue` or 'other' (an edit may keep a school deactivated since), and the
 * translator answer stands only for a school whose entry offers translation (DESIGN.md §6), as the form
 * shows the question: elsewhere it is cleared, with its language. When neither the CMS nor the store knows
 * the catalogue, the answer passes as it came: a registration is not refused for the CMS being down.
 */
export async function schoolAnswer<V extends Record<string, unknown>>(
  catalogue: SchoolCatalogue,
  values: V,
  cms: Pick<CmsClient, 'getCatalog'>,
  stored: Registration | null,
): Promise<{ refusal: FieldRefusal } | { values: V }> {
  const { items } = await cms.getCatalog(catalogue);
  if (!items) return { values };
  const schoolId = String(values.schoolId ?? '');
  const school = items.find((item) => item.category === catalogue && String(item.itemId) === schoolId);
  const kept = stored !== null && stored.data.schoolId === schoolId;
  if (!isOtherSchool(values) && !school?.isActive && !kept) {
    return { refusal: { field: 'schoolId', message: UNKNOWN_SCHOOL_MESSAGE } };
  }
  if (school?.offersTranslation || !('needTranslator' in values)) return { values };
  return { values: { ...values, needTranslator: '0', specifiedLanguage: '' } };
}
