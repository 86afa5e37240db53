import * as v from 'valibot';
import { MESSAGES } from '../messages.ts';
import type { RegType } from '../reg-types.ts';
import { REGISTRATION_KINDS, type RegistrationKind } from '../registration-kinds.ts';
import { emailConfirmationRule, emailWithConfirmationEntries } from './fields/email.ts';
import { loadingRulesOf } from './loading-rules.ts';
import type { FormMode } from './fields/form-values.ts';
import { isFilled, type FieldPath } from './fields/rules.ts';

export { todayAtEvent } from '../cms/event-times.ts';

/**
 * The captcha token (`gResponse`, SPEC §3) is part of a create body like any field, so the API validates it
 * with the rest. Missing is '' here; the API answers an empty or wrong one with code -4. Capped: a real
 * ALTCHA payload or reCAPTCHA token is a few hundred to a couple of thousand characters.
 */
export const CaptchaTokenSchema = v.optional(
  v.pipe(v.string(MESSAGES.verifyCaptcha), v.maxLength(8192, MESSAGES.verifyCaptcha)),
  '',
);

/** What may follow a registration's object in its pipe: cross-field rules and transformations. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each rule is typed on the kind's own fields where it is written; here they only pass through
export type RegistrationRule = v.PipeItem<any, any, v.BaseIssue<unknown>>;

/** `gResponse` in a create body of a kind that has a captcha (the registry's `captcha` column). */
type CaptchaField<TRegType extends RegType> = (typeof REGISTRATION_KINDS)[TRegType]['captcha'] extends true
  ? { gResponse: string }
  : unknown;
type CaptchaFieldInput<TRegType extends RegType> = (typeof REGISTRATION_KINDS)[TRegType]['captcha'] extends true
  ? { gResponse?: string }
  : unknown;

type Fields<TEntries extends v.ObjectEntries> = v.InferOutput<v.ObjectSchema<TEntries, string>>;
type FieldsInput<TEntries extends v.ObjectEntries> = v.InferInput<v.ObjectSchema<TEntries, string>>;

/** What a kind's module says about itself; `defineRegistration` builds the rest. */
export interface RegistrationSpec<
  TRegType extends RegType,
  TEntries extends v.ObjectEntries,
  TCreateEntries extends v.ObjectEntries,
> {
  regType: TRegType;
  /** The fields asked in create and edit mode. */
  fields: TEntries;
  /**
   * The fields asked on create only: by default the owner's email and its confirmation (the owner of a
   * registration is its email, so it never changes). `confirmEmail` here turns on the confirmation rule.
   */
  createFields?: TCreateEntries;
  /** Cross-field rules, on the fields of both modes (`fieldRule`, `requiredWhen`, `rowRule`…). */
  rules?: () => readonly RegistrationRule[];
  // The two functions below take any object with the fields they touch and return a new one of the same
  // type; `never` lets each keep its own, narrower constraint. SPEC §4's loading rules and the dates the
  // server writes are the kind's LOADING_RULES (loading-rules.ts), which the edit form has without the schemas.
  /** SPEC §4's hidden-field clearing: answers to questions the form does not show become ''. */
  clearHiddenFields?: (values: never) => object;
  /** Copies made before sending (SPEC §4, e.g. the parent into the emergency contact). */
  copies?: (values: never) => object;
  /**
   * Create fields that only matter for the request and are never stored (the names of the files a
   * scholarship application will upload: the file store holds the real ones).
   */
  requestOnly?: readonly string[];
}

type Step = <T extends object>(values: T) => T;
const identity: Step = (values) => ({ ...values });

/**
 * A registration kind's schemas and functions, built from its fields and rules (DESIGN §1: a new kind is
 * a schema, its sections and a registry line). `create` and `edit` are the schemas the form's resolver and
 * the API both validate with; a successful parse has hidden fields cleared and copies made (the last step
 * of the pipe), so the output is what SPEC §4 sends whether or not the caller cleared first.
 */
export function defineRegistration<
  const TRegType extends RegType,
  const TEntries extends v.ObjectEntries,
  const TCreateEntries extends v.ObjectEntries = typeof emailWithConfirmationEntries,
>(spec: RegistrationSpec<TRegType, TEntries, TCreateEntries>) {
  const kind: RegistrationKind<TRegType> = REGISTRATION_KINDS[spec.regType] as RegistrationKind<TRegType>;
  const createFields = (spec.createFields ?? emailWithConfirmationEntries) as TCreateEntries;
  const rules = spec.rules ?? (() => []);
  const clearHiddenFields = (spec.clearHiddenFields ?? identity) as Step;
  const copies = (spec.copies ?? identity) as Step;
  const loading = loadingRulesOf(spec.regType);
  const prepareLoaded = loading.prepareLoaded as <T extends object>(stored: T, today: Date) => T;
  const finish = v.transform((values: object) => copies(clearHiddenFields(values)));

  const createObject = v.object(
    { ...spec.fields, ...createFields, ...(kind.captcha ? { gResponse: CaptchaTokenSchema } : {}) },
    MESSAGES.required,
  );
  const confirms = Object.hasOwn(createFields, 'confirmEmail');
  const create = v.pipe(
    createObject,
    ...((confirms ? [emailConfirmationRule()] : []) as []),
    ...(rules() as []),
    finish as never,
  ) as unknown as v.GenericSchema<
    FieldsInput<TEntries & TCreateEntries> & CaptchaFieldInput<TRegType>,
    Fields<TEntries & TCreateEntries> & CaptchaField<TRegType>
  >;
  const edit = v.pipe(
    v.object(spec.fields, MESSAGES.required),
    ...(rules() as []),
    finish as never,
  ) as unknown as v.GenericSchema<FieldsInput<TEntries>, Fields<TEntries>>;

  type CreateOutput = v.InferOutput<typeof create>;
  type EditOutput = v.InferOutput<typeof edit>;

  return {
    regType: spec.regType,
    kind,
    /** Create mode: the fields, the owner's email (and confirmation), the captcha token when the kind has one. */
    create,
    /** Edit mode (PUT {apiPath}/{regId}): the fields only; the owner's email cannot change. */
    edit,
    schemaFor(mode: FormMode) {
      return mode === 'create' ? create : edit;
    },
    clearHiddenFields,
    copies,
    /** SPEC §4 loading rules, for the edit form's initial values. */
    prepareLoaded,
    serverDates: loading.serverDates,
    /**
     * What the store keeps of a parsed create or edit: no confirmation, no captcha token and none of the
     * kind's `requestOnly` fields, which only mattered for the request.
     */
    toStored(values: CreateOutput | EditOutput): Record<string, unknown> {
      const { confirmEmail: _confirmEmail, gResponse: _gResponse, ...stored } = values as Record<string, unknown>;
      for (const field of spec.requestOnly ?? []) Reflect.deleteProperty(stored, field);
      return stored;
    },
  };
}

/** A kind built by `defineRegistration`, whatever its fields. */
export type RegistrationDefinition = ReturnType<typeof defineRegistration<RegType, v.ObjectEntries, v.ObjectEntries>>;

/**
 * Writes `today` over each of `paths` whose block is filled in (a consent the form did not ask stays
 * empty). Returns a new object whose blocks on `paths` are new too (a caller may write into them); `values`
 * is left as it was, and the rest is shared with it, not copied (a structuredClone of the whole form cost
 * about 8 µs of a create's 250 on the server, profiled under load).
 */
export function stampServerDates<T extends object>(values: T, paths: readonly FieldPath[], today: string): T {
  const result = { ...values } as Record<string | number, unknown>;
  const copies = new WeakSet<object>();
  for (const path of paths) {
    const parent = ownBlockAt(result, path.slice(0, -1), copies);
    if (parent === null) continue;
    const siblings = Object.entries(parent).filter(([key]) => key !== String(path.at(-1)));
    if (!siblings.some(([, value]) => isFilled(value))) continue;
    parent[path.at(-1)!] = today;
  }
  return result as T;
}

/**
 * The block at `path` in `root`, each object or array on the way (the block included) replaced by a shallow
 * copy of itself, so that a write into it leaves the object the copies were made from as it was; `copies`
 * are those already made (a second path through a block writes into the same copy). Null when the path does
 * not lead to an object.
 */
function ownBlockAt(
  root: Record<string | number, unknown>,
  path: FieldPath,
  copies: WeakSet<object>,
): Record<string | number, unknown> | null {
  let block = root;
  for (const key of path) {
    const next = block[key];
    if (next === null || typeof next !== 'object') return null;
    const copy = (copies.has(next) ? next : Array.isArray(next) ? [...next] : { ...next }) as Record<
      string | number,
      unknown
    >;
    copies.add(copy);
    block[key] = copy;
    block = copy;
  }
  return block;
}
