import * as v from 'valibot';

const months = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(120));

/**
 * Single type `data-retention` (issue 15 point 5): how many months the registration API keeps each kind
 * of registration, counted from the later of the kind's career day and the registration's last change.
 * A kind without its own line keeps `defaultMonths` (one year as seeded), so a new kind is covered without
 * an edit here. `regType` is a string, not a list the CMS would have to repeat: a line naming no kind is
 * ignored by the API.
 */
export const DataRetentionSchema = v.object({
  defaultMonths: months,
  periods: v.array(
    v.object({
      regType: v.pipe(v.string(), v.regex(/^[A-Z]{2,40}$/)),
      months,
    }),
  ),
});
export type DataRetention = v.InferOutput<typeof DataRetentionSchema>;
