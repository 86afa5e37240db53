import type * as v from 'valibot';
import type { RegType } from '@stem/shared';
import { answerText } from '@stem/shared/registration/fields/answers';
import type { ApiKind } from '../registrations/api-kind.ts';
import type { CatalogueNames } from './catalogue-names.ts';
import { humanise, isStampedTime, localDateTime, type Leaf } from './flatten.ts';

/**
 * A stored answer in the words the form showed, for whoever reads it back: the organisers' desk, its exports
 * and headcounts, and a family's confirmation. One reading for all, so a label fixed for one is fixed for
 * every reader. It takes the kind it reads for, and imports no kind list: the registration pipeline, which
 * the kinds are built on, uses it too.
 */

const YES_NO_WORDS: Readonly<Record<string, string>> = { '1': 'Yes', '0': 'No' };

export type AnySchema = v.GenericSchema & {
  type: string;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  wrapped?: AnySchema;
  options?: readonly unknown[];
};

/** Whether a schema is a yes/no answer or a checkbox: a choice of '1' and '0' (and '' while unasked). */
function isYesNo(schema: AnySchema): boolean {
  const options = schema.type === 'picklist' ? (schema.options ?? []) : [];
  return options.includes('1') && options.includes('0') && options.every((o) => ['1', '0', ''].includes(String(o)));
}

/**
 * Every field of an object schema with its schema unwrapped (optional, nullable…), nested objects and list
 * rows included, in the schema's order.
 */
export function* schemaFields(schema: AnySchema): Generator<[name: string, schema: AnySchema]> {
  for (const [name, entry] of Object.entries(schema.entries ?? {})) {
    let inner = entry;
    while (inner.wrapped) inner = inner.wrapped;
    yield [name, inner];
    if (inner.entries) yield* schemaFields(inner);
    else if (inner.item?.entries) yield* schemaFields(inner.item);
  }
}

/** What a kind says its coded answers mean: its own words for a code, and which fields are yes/no. */
export interface KindWords {
  own: NonNullable<ApiKind['answerLabels']>;
  yesNo: ReadonlySet<string>;
}

const NO_WORDS: KindWords = { own: {}, yesNo: new Set() };
const known = new WeakMap<object, KindWords>();

/** A kind's words, read off its record and edit schema once (none for a kind the API lacks). */
export function kindWordsOf(kind: Pick<ApiKind, 'answerLabels' | 'definition'> | undefined): KindWords {
  if (!kind) return NO_WORDS;
  let words = known.get(kind);
  if (!words) {
    const fields = [...schemaFields(kind.definition.edit as unknown as AnySchema)];
    words = {
      own: kind.answerLabels ?? {},
      yesNo: new Set(fields.filter(([, inner]) => isYesNo(inner)).map(([name]) => name)),
    };
    known.set(kind, words);
  }
  return words;
}

/**
 * A coded answer in words: the kind's own word for the code (`eventChoice` '2': "Both Events"), Yes or No
 * for a yes/no question or a checkbox, else the value as it is.
 */
export function codeInWords(words: KindWords, field: string, value: string): string {
  const own = words.own[field]?.[value];
  if (own !== undefined) return own;
  return words.yesNo.has(field) ? (YES_NO_WORDS[value] ?? value) : value;
}

/** One choice of a checkbox group as the form labels its box ("Computer Science"), else its name's words. */
export function choiceInWords(words: KindWords, group: string, choice: string): string {
  const label = codeInWords(words, group, choice);
  return label === choice ? humanise(choice) : label;
}

/** What reading one answer needs besides the answer. */
export interface LeafReading {
  regType: RegType;
  words: KindWords;
  names: CatalogueNames;
  /** The school typed in when the list did not have it (`otherSchoolName`). */
  otherSchoolName: string;
}

/** What reading a registration's answers needs: its kind's words, the catalogues' names, a school typed in. */
export const readingOf = (
  regType: RegType,
  words: KindWords,
  names: CatalogueNames,
  data: { otherSchoolName?: unknown },
): LeafReading => ({ regType, words, names, otherSchoolName: answerText(data.otherSchoolName) });

/**
 * One flattened answer (flatten.ts) in words: a checkbox group as the boxes ticked, a school not on the list
 * as typed, a catalogue id as its title, a time the API stamped in the career days' zone, a code in the
 * kind's words. Undefined for a catalogue id no list the CMS has given names: the reader decides whether the
 * id itself will do (the desk) or means nothing (a family's mail).
 */
export function leafInWords(leaf: Leaf, { regType, words, names, otherSchoolName }: LeafReading): string | undefined {
  if (leaf.choices) return leaf.choices.map((choice) => choiceInWords(words, leaf.field, choice)).join(', ');
  if (leaf.field === 'schoolId' && leaf.value === 'other') return otherSchoolName || 'Other';
  if (names.isCatalogueField(leaf.field, regType)) {
    const title = names.titleOf(leaf.field, leaf.value, regType);
    return title === leaf.value ? undefined : title;
  }
  if (isStampedTime(leaf.value)) return localDateTime(leaf.value);
  return codeInWords(words, leaf.field, leaf.value);
}
