import * as v from 'valibot';
import { MESSAGES, NON_SPEC_MESSAGES } from '../../messages.ts';
import { firstIssueOnly, TextSchema } from './text.ts';

/** A required US ZIP code: five digits or ZIP+4 ('ZIP code is not valid'). */
export const ZipSchema = firstIssueOnly(
  v.pipe(TextSchema, v.nonEmpty(MESSAGES.required), v.regex(/^\d{5}(?:-\d{4})?$/, NON_SPEC_MESSAGES.zip)),
);
