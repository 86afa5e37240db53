import * as v from 'valibot';
import { MESSAGES, NON_SPEC_MESSAGES } from '../../messages.ts';
import { firstIssueOnly, TextSchema, textStep } from './text.ts';

/**
 * ZIP+4 as a phone's number pad types it, without the hyphen it lacks (`443081234`), or with a space
 * (`44308 1234`): written as ZIP+4 (`44308-1234`). Anything else as it is.
 */
export const zipPlusFour = (value: string): string => value.replace(/^(\d{5})\s*(\d{4})$/, '$1-$2');

/** A required US ZIP code: five digits or ZIP+4 (`zipPlusFour` first); else 'ZIP code is not valid: …'. */
export const ZipSchema = firstIssueOnly(
  v.pipe(
    TextSchema,
    textStep('zip_plus_four', zipPlusFour),
    v.nonEmpty(MESSAGES.required),
    v.regex(/^\d{5}(?:-\d{4})?$/, NON_SPEC_MESSAGES.zip),
  ),
);
