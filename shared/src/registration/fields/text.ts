import { isPossiblePhoneNumber } from 'libphonenumber-js/min';
import * as v from 'valibot';
import { MESSAGES, NON_SPEC_MESSAGES, tooLongMessage } from '../../messages.ts';
import { FIELD_LIMITS } from './limits.ts';

/**
 * Reports only the first failing rule of a field, as a form shows one message per field. It also keeps a
 * pattern check from running on a value already refused as too long.
 */
export const firstIssueOnly = <const TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.config(schema, { abortPipeEarly: true });

// A lone surrogate: in a `u` regex a well-formed pair is one code point, so only a broken half matches.
// Same answer as String.prototype.isWellFormed, which older Safari (before 16.4) lacks.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

// C0 controls, DEL and C1 controls (U+0000-U+001F, U+007F-U+009F): \p{Cc} is exactly these. The line and
// paragraph separators (U+2028, U+2029) break a line as surely as a line feed, so a single-line field
// refuses them too.
// The bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) are refused too: one
// in a name turned what followed it around on the desk, the check-in card and in mails, so a name could
// show "… ✔ Checked in 7:52 AM by staff" beside the real standing. No name needs them to be written.
const CONTROL = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
// For a textarea: line feed and tab are kept; the separators become line feeds (lineFeeds below).
const CONTROL_EXCEPT_LF_TAB = /(?![\n\t])\p{Cc}|[\u202A-\u202E\u2066-\u2069]/u;

// What may surround an answer without meaning anything: Unicode whitespace (U+00A0, U+3000, U+FEFF, …)
// and the zero-width characters that String.prototype.trim leaves (U+180E, U+200B-U+200D, U+2060).
// Variation selectors and tag characters are not trimmed: they end emoji such as ❤️ and 🏴󠁧󠁢󠁳󠁣󠁴󠁿.
// All of them are single UTF-16 units, so the scan below can go unit by unit. A scan rather than a
// `^x+|x+$` regex, which takes quadratic time on a long run of spaces inside the text.
const EDGE = /[\s\u180E\u200B-\u200D\u2060\uFEFF]/;

function trimEdges(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && EDGE.test(value[start]!)) start++;
  while (end > start && EDGE.test(value[end - 1]!)) end--;
  return value.slice(start, end);
}

// Characters that draw nothing on their own: whitespace and separators, format characters (zero-width,
// bidi marks, soft hyphen), default-ignorable code points (variation selectors, Hangul fillers), combining
// marks without a base, and the blank braille pattern often used as an "empty" name.
const INVISIBLE = '\\s\\p{Z}\\p{Cf}\\p{Default_Ignorable_Code_Point}\\p{Mn}\\p{Me}\\u2800';
const VISIBLE = new RegExp(`[^${INVISIBLE}]`, 'u');

/** Whether `value` shows at least one character; '' and invisible-only text do not. */
export const hasVisibleCharacter = (value: string): boolean => VISIBLE.test(value);

/**
 * A string-to-string step of the text pipeline, as a valibot action of its own type. A generic
 * `v.transform` would work the same, but tools that read the pipe cannot know it keeps the type, and stop
 * there: the API description (@valibot/to-json-schema) would lose every length and format after it.
 */
export function textStep(
  type: string,
  operation: (value: string) => string,
): v.BaseTransformation<string, string, never> {
  return {
    kind: 'transformation',
    type,
    reference: textStep,
    async: false,
    '~run'(dataset) {
      dataset.value = operation(dataset.value);
      return dataset;
    },
  };
}

// A textarea's CR LF, lone CR and Unicode line/paragraph separators become LF; a single-line field keeps them,
// for the control check. A tab inside a single-line answer is a space: it comes with a paste of two
// spreadsheet cells ("Mary⇥Kate"), which the person sees as a gap and would not know to remove.
const lineFeeds = (multiline: boolean) =>
  textStep('line_feeds', (value) =>
    multiline ? value.replace(/\r\n?|[\u2028\u2029]/g, '\n') : value.replace(/\t+/g, ' '),
  );
const trimInvisibleEdges = textStep('trim_invisible', trimEdges);
// Invisible-only text is no answer: it counts as empty, so a required field says 'This field is required'
// and a conditional one stores ''.
const emptyIfInvisible = textStep('empty_if_invisible', (value) => (hasVisibleCharacter(value) ? value : ''));

const textPipe = (multiline: boolean) =>
  v.pipe(
    v.string(MESSAGES.required),
    v.check((value) => !LONE_SURROGATE.test(value), NON_SPEC_MESSAGES.invalidCharacters),
    v.normalize('NFC'),
    lineFeeds(multiline),
    // Trimmed before the control check: a tab or line break around a pasted answer is whitespace the
    // person cannot see, so it is dropped rather than refused. Inside the answer it is refused.
    trimInvisibleEdges,
    v.check((value) => !(multiline ? CONTROL_EXCEPT_LF_TAB : CONTROL).test(value), NON_SPEC_MESSAGES.invalidCharacters),
    emptyIfInvisible,
  );

/**
 * The string every single-line text field starts from (SECURITY.md item 27): a string (anything else,
 * e.g. `{"$ne": ""}`, is 'This field is required'), well-formed UTF-16, NFC-normalised, trimmed of
 * whitespace and zero-width characters, with no control character left ('Please remove unsupported
 * characters' for those and for broken unicode), and '' when nothing visible is left. It may be empty;
 * fields add their own rules after it.
 */
export const TextSchema = textPipe(false);

/** As `TextSchema`, for a textarea: line feeds and tabs are kept, CR LF and a lone CR become LF. */
export const MultilineTextSchema = textPipe(true);

// Two spaces typed inside a name ("Malcolm  Jr") are one: a page hides the second, a mail's subject, a
// badge and an export do not.
const singleSpaces = textStep('single_spaces', (value) => value.replace(/ {2,}/g, ' '));

/** How a text answer is read, beyond its length limit. */
interface TextAnswerOptions {
  /** Not empty ('This field is required'). Otherwise missing means '', so a parsed registration has every key. */
  required?: boolean;
  /** A textarea's answer: `MultilineTextSchema` (line feeds kept) rather than `TextSchema`. */
  multiline?: boolean;
  /** A string-to-string step (`textStep`) after the shared cleaning and before the checks. */
  step?: v.BaseTransformation<string, string, never>;
}

/**
 * The one builder of every free-text answer: the shared cleaning (`TextSchema` or `MultilineTextSchema`),
 * the field's own step if any, then not empty when required, and at most `max` characters.
 */
type CleanedText = v.GenericSchema<string, string>;
type LimitAction = v.MaxLengthAction<string, number, string>;
/** A required answer's schema type: an object holding it requires the key. */
type RequiredTextAnswer = v.SchemaWithPipe<readonly [CleanedText, v.NonEmptyAction<string, string>, LimitAction]>;
/** An optional answer's schema type: an object holding it may omit the key (it reads ''). */
type OptionalTextAnswer = v.OptionalSchema<v.SchemaWithPipe<readonly [CleanedText, LimitAction]>, ''>;

export function textAnswer(max: number, options: TextAnswerOptions & { required: true }): RequiredTextAnswer;
export function textAnswer(max: number, options?: TextAnswerOptions & { required?: false }): OptionalTextAnswer;
export function textAnswer(
  max: number,
  { required = false, multiline = false, step }: TextAnswerOptions = {},
): RequiredTextAnswer | OptionalTextAnswer {
  const base: CleanedText = multiline ? MultilineTextSchema : TextSchema;
  const cleaned = step ? v.pipe(base, step) : base;
  const limit: LimitAction = v.maxLength(max, tooLongMessage(max));
  return required
    ? firstIssueOnly(v.pipe(cleaned, v.nonEmpty(MESSAGES.required), limit))
    : v.optional(firstIssueOnly(v.pipe(cleaned, limit)), '');
}

/** A required text answer: `TextSchema`, not empty ('This field is required'), at most `max` characters. */
export const requiredText = (max: number) => textAnswer(max, { required: true });

/** A required textarea answer: `MultilineTextSchema` (line feeds kept), not empty, at most `max` characters. */
export const requiredMultilineText = (max: number) => textAnswer(max, { required: true, multiline: true });

/**
 * A text answer required only under a condition (a cross-field rule decides, see `requiredWhen`). Missing
 * means ''.
 */
export const optionalText = (max: number) => textAnswer(max);

/** A textarea answer (the contact form's question) whose requirement is a cross-field rule, as `optionalText`. */
export const multilineText = (max: number) => textAnswer(max, { multiline: true });

/** A required first or last name, inner runs of spaces made one. */
export const PersonNameSchema = textAnswer(FIELD_LIMITS.name, { required: true, step: singleSpaces });

/** A first or last name required only under a condition, inner runs of spaces made one. */
export const OptionalPersonNameSchema = textAnswer(FIELD_LIMITS.name, { step: singleSpaces });

// A number a US caller could dial: right length for its country ('+44 …' or a US number without +1),
// extension allowed ('ext. 12', 'x12'). Possible, not valid (docs/decisions.md): test data such as
// 1234567890 passes, 'abc', '12' or 30 digits do not. The form bundles this, so it imports the `min`
// metadata, the smallest set (metadata.min.json 84 kB, against 156 kB for `max`), which holds every
// country's possible lengths; `max` adds the per-type patterns of strict validation and getNumberType(),
// and `mobile` strict mobile validation, neither of which a possible-number check reads.
/** Whether a number is a possible phone number (the check `PhoneSchema` makes). */
export const isPhoneNumber = (value: string) => isPossiblePhoneNumber(value, 'US');

/**
 * A required phone number, stored as typed (trimmed): 'Phone number is not valid: …' unless it is a possible
 * phone number. The form's input is `type="tel"`.
 */
export const PhoneSchema = firstIssueOnly(
  v.pipe(requiredText(FIELD_LIMITS.phone), v.check(isPhoneNumber, NON_SPEC_MESSAGES.phone)),
);

/** A phone number required only under a condition; when given, it must be a possible phone number. */
export const OptionalPhoneSchema = v.optional(
  firstIssueOnly(
    v.pipe(
      TextSchema,
      v.maxLength(FIELD_LIMITS.phone, tooLongMessage(FIELD_LIMITS.phone)),
      v.check((value) => value === '' || isPhoneNumber(value), NON_SPEC_MESSAGES.phone),
    ),
  ),
  '',
);
