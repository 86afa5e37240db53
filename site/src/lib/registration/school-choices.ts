import { OTHER_SCHOOL } from '@stem/shared';
import type { Choice } from '../api/catalog-client.ts';

/** How the select names a school the registration holds that is no longer on the list. */
export const KEPT_SCHOOL_LABEL = 'Your school (no longer on the list)';

/**
 * The school select's options: the catalogue's schools, then the school the registration holds when the
 * organisers have taken it off the list since (an edit shows it, where the select was blank, and keeps it:
 * the API lets an edit keep its school), then Other. A kept school asks the translator question when the
 * registration had asked for a translator: only a school that offered the question could have. Nothing is
 * added before the list is known.
 */
export function schoolChoices(
  schools: readonly Choice[],
  stored: { schoolId?: unknown; needTranslator?: unknown } | undefined,
): Choice[] {
  const kept = typeof stored?.schoolId === 'string' ? stored.schoolId : '';
  const listed =
    schools.length === 0 || kept === '' || kept === OTHER_SCHOOL || schools.some((school) => school.value === kept);
  const keptChoice = { value: kept, label: KEPT_SCHOOL_LABEL, offersTranslation: stored?.needTranslator === '1' };
  return [...schools, ...(listed ? [] : [keptChoice]), { value: OTHER_SCHOOL, label: 'Other' }];
}
