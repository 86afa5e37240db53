import type * as v from 'valibot';
import type { RegType } from '@stem/shared';
import type { ApiKind } from '../registrations/api-kind.ts';
import { API_KINDS } from '../registrations/api-kinds.ts';
import { humanise } from './flatten.ts';

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

/** The names of every yes/no field of a schema, nested objects and list rows included. */
const yesNoFields = (schema: AnySchema) =>
  new Set([...schemaFields(schema)].filter(([, inner]) => isYesNo(inner)).map(([name]) => name));

interface KindLabels {
  own: NonNullable<ApiKind['answerLabels']>;
  yesNo: Set<string>;
}

const LABELS = new Map<RegType, KindLabels>(
  API_KINDS.map((kind) => [
    kind.definition.regType,
    { own: kind.answerLabels ?? {}, yesNo: yesNoFields(kind.definition.edit as unknown as AnySchema) },
  ]),
);

/**
 * A coded answer as the organisers read it on the desk and in exports: the kind's own word for the code
 * (`eventChoice` '2': "Both Events"), Yes or No for a yes/no question or a checkbox, else the value as it is.
 * Read off each kind's record and schema: nothing here knows a kind's fields.
 */
export function answerLabelOf(regType: RegType, field: string, value: string): string {
  const labels = LABELS.get(regType);
  if (!labels) return value;
  const own = labels.own[field]?.[value];
  if (own !== undefined) return own;
  return labels.yesNo.has(field) ? (YES_NO_WORDS[value] ?? value) : value;
}

/**
 * One choice of a checkbox group as the form labels its box ("Computer Science", "Mathematics"), else its
 * name's words: the desk's column and the headcounts' table name a choice alike.
 */
export function choiceLabelOf(regType: RegType, group: string, choice: string): string {
  const label = answerLabelOf(regType, group, choice);
  return label === choice ? humanise(choice) : label;
}
