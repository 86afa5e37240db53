import * as v from 'valibot';
import { atLeastOneMessage, MESSAGES } from '../../messages.ts';
import { CheckboxFlagSchema, YES } from './yes-no.ts';

import { FAVOURITE_SUBJECTS, TOUR_TYPES } from './answers.ts';
import { FAVOURITE_SUBJECT_LABELS } from './favourite-subject-labels.ts';
import { TOUR_TYPE_LABELS } from './tour-type-labels.ts';

export { FAVOURITE_SUBJECT_LABELS, FAVOURITE_SUBJECTS, TOUR_TYPE_LABELS, TOUR_TYPES };

type FlagEntries<TKeys extends readonly string[]> = { [K in TKeys[number]]: typeof CheckboxFlagSchema };

/**
 * A group of checkboxes ('1'/'0', missing means '0') of which at least one must be ticked:
 * 'Check at least one {field}' on the group (SPEC §5, atLeastOne). A missing group counts as none ticked.
 * Unknown flags are dropped.
 */
export function atLeastOneChecked<const TKeys extends readonly string[]>(keys: TKeys, field: string) {
  const entries = Object.fromEntries(keys.map((key) => [key, CheckboxFlagSchema])) as FlagEntries<TKeys>;
  const group = v.pipe(
    v.object(entries, MESSAGES.required),
    v.check((flags) => Object.values(flags).includes(YES), atLeastOneMessage(field)),
  );
  // {} so that leaving the group out is 'Check at least one …', not an error about a missing key.
  return v.optional(group, {} as v.InferInput<typeof group>);
}

/** favouriteSubjects: 'Check at least one subject'. */
export const FavouriteSubjectsSchema = atLeastOneChecked(FAVOURITE_SUBJECTS, 'subject');

/**
 * tourType: 'Check at least one tour type'. The form's text asks for up to 3, but SPEC §5 says no upper
 * limit is enforced, so none is.
 */
export const TourTypeSchema = atLeastOneChecked(TOUR_TYPES, 'tour type');
