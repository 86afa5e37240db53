import * as v from 'valibot';
import { MESSAGES, tooLongMessage } from '../../messages.ts';
import { FIELD_LIMITS } from './limits.ts';

/**
 * Reports only the first failing rule of a field, as a form shows one message per field. It also keeps a
 * pattern check from running on a value already refused as too long.
 */
export const firstIssueOnly = <const TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.config(schema, { abortPipeEarly: true });

/**
 * A required text answer: a string (anything else, e.g. `{"$ne": ""}`, is 'This field is required'),
 * trimmed, not empty, at most `max` characters.
 */
export const requiredText = (max: number) =>
  firstIssueOnly(
    v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(max, tooLongMessage(max))),
  );

/**
 * A text answer required only under a condition (a cross-field rule decides, see `requiredWhen`). Missing
 * means '', so a parsed registration always has every key.
 */
export const optionalText = (max: number) =>
  v.optional(firstIssueOnly(v.pipe(v.string(MESSAGES.required), v.trim(), v.maxLength(max, tooLongMessage(max)))), '');

/** A required first or last name. */
export const PersonNameSchema = requiredText(FIELD_LIMITS.name);

/** A first or last name required only under a condition. */
export const OptionalPersonNameSchema = optionalText(FIELD_LIMITS.name);

/**
 * A required phone number. SPEC gives no format and no message for one, so any text within the cap is
 * accepted; the form's input is `type="tel"`.
 */
export const PhoneSchema = requiredText(FIELD_LIMITS.phone);

/** A phone number required only under a condition. */
export const OptionalPhoneSchema = optionalText(FIELD_LIMITS.phone);
