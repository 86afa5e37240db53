import fc from 'fast-check';
import * as v from 'valibot';

// Helpers and fixtures for the registration tests only; nothing here is exported from the package.

type AnySchema = v.GenericSchema;

/** The messages of a failed parse, by dot path ('' for the root); undefined when the parse succeeds. */
export function messagesByPath(schema: AnySchema, input: unknown): Record<string, string[]> | undefined {
  const result = v.safeParse(schema, input);
  if (result.success) return undefined;
  const byPath: Record<string, string[]> = {};
  for (const issue of result.issues) (byPath[v.getDotPath(issue) ?? ''] ??= []).push(issue.message);
  return byPath;
}

/** The first message per dot path, as a form shows it. */
export function firstMessages(schema: AnySchema, input: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messagesByPath(schema, input) ?? {}).map(([path, messages]) => [path, messages[0]!]),
  );
}

/** A copy of `value` with `path` set to `replacement` (or removed when `replacement` is `REMOVE`). */
export const REMOVE = Symbol('remove');
export function withValue<T>(value: T, path: readonly string[], replacement: unknown): T {
  const copy = structuredClone(value) as Record<string, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  if (replacement === REMOVE) Reflect.deleteProperty(parent, last);
  else parent[last] = replacement;
  return copy as T;
}

/** Freezes `value` and everything in it, so a test fails if a function mutates its argument. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Every key a schema can output, as a tree; null marks a leaf, and ROWS the rows of a repeatable list. */
export type KeyTree = { [key: string]: KeyTree | null };
const ROWS = '[]';

export function keyTree(schema: unknown): KeyTree | null {
  const node = schema as {
    type?: string;
    wrapped?: unknown;
    item?: unknown;
    entries?: Record<string, unknown>;
    options?: unknown[];
  };
  if (node.type === 'optional') return keyTree(node.wrapped);
  if (node.type === 'array') return { [ROWS]: keyTree(node.item) };
  if (node.type === 'variant') return Object.assign({}, ...(node.options ?? []).map(keyTree));
  if (node.type === 'object' && node.entries) {
    return Object.fromEntries(Object.entries(node.entries).map(([key, entry]) => [key, keyTree(entry)]));
  }
  return null;
}

/** Whether `value` has only keys of `tree`, at every level, and strings at the leaves. */
export function hasOnlyKnownKeys(value: unknown, tree: KeyTree | null): boolean {
  if (tree === null) return typeof value === 'string';
  if (Object.hasOwn(tree, ROWS))
    return Array.isArray(value) && value.every((row) => hasOnlyKnownKeys(row, tree[ROWS]!));
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, inner]) => Object.hasOwn(tree, key) && hasOnlyKnownKeys(inner, tree[key]!));
}

function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  return [prefix, ...Object.entries(value).flatMap(([key, inner]) => pathsOf(inner, [...prefix, key]))].filter(
    (path) => path.length > 0,
  );
}

/**
 * Inputs for the fuzzing property: arbitrary JSON, or `valid` with some fields (or whole groups) replaced
 * by arbitrary JSON and unknown keys added at the top and in every group. With nothing replaced the input
 * is still valid, so successful parses are exercised too.
 */
export function fuzzedInput(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  const groups = paths.filter((path) => {
    let value: unknown = valid;
    for (const key of path) value = (value as Record<string, unknown>)[key];
    return value !== null && typeof value === 'object';
  });
  const nearValid = fc
    .tuple(
      fc.subarray(paths, { maxLength: Math.min(4, paths.length) }),
      fc.array(fc.jsonValue(), { minLength: 4, maxLength: 4 }),
      fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
      fc.constantFrom([], ...groups),
    )
    .map(([replaced, values, extra, group]) => {
      const input: unknown = { ...structuredClone(valid), ...extra };
      replaced.forEach((path, index) => {
        // An earlier replacement may have turned a group into a non-object; skip paths through it.
        let parent = input as Record<string, unknown>;
        for (const key of path.slice(0, -1)) {
          const next = parent[key];
          if (next === null || typeof next !== 'object') return;
          parent = next as Record<string, unknown>;
        }
        parent[path.at(-1)!] = values[index];
      });
      const target = group.reduce<unknown>(
        (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
        input,
      );
      if (target !== null && typeof target === 'object' && !Array.isArray(target)) Object.assign(target, extra);
      return input;
    });
  return fc.oneof(fc.jsonValue(), nearValid, nearValid);
}

/**
 * The fuzzing property of SECURITY.md §5 for one schema: parsing arbitrary input never throws, and a
 * successful parse has only the schema's keys, strings at the leaves, and parses again to itself.
 */
export function survivesArbitraryInput(schema: AnySchema, valid: Record<string, unknown>, numRuns = 500): void {
  const tree = keyTree(schema);
  fc.assert(
    fc.property(fuzzedInput(valid), (input) => {
      const result = v.safeParse(schema, input);
      if (!result.success) return true;
      const again = v.safeParse(schema, result.output);
      return (
        hasOnlyKnownKeys(result.output, tree) &&
        again.success &&
        JSON.stringify(again.output) === JSON.stringify(result.output)
      );
    }),
    { numRuns },
  );
}

/** A valid parent/guardian who attends with an additional parent. */
export const validParentGuardian = () => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  confirmEmail: 'grace@example.com',
  phoneNumber: '330-555-0100',
  willBeAttending: '1',
  willAddParentBeAttending: '1',
  addParentFirstName: 'Alan',
  addParentLastName: 'Turing',
});

/** A valid emergency contact typed in full. */
export const validEmergencyContact = () => ({
  sameAsParent: '0',
  firstName: 'Ken',
  lastName: 'Thompson',
  phoneNumber: '330-555-0199',
});

/** A valid, fully filled consent block. */
export const validConsent = () => ({
  parentGuardianName: 'Grace Hopper',
  relation: 'Mother',
  studentName: 'Ada Lovelace',
  parentGuardianElSignature: 'Grace Hopper',
  date: '02/03/2026',
});

/** The fields both student forms share, valid, with the consent completed on the form. */
const validStudentCommon = () => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  confirmEmail: 'ada@example.com',
  schoolId: '12',
  otherSchoolName: '',
  needTranslator: '0',
  specifiedLanguage: '',
  tShirtSizeId: '3',
  hasAttended: '0',
  parentGuardian: validParentGuardian(),
  emergencyContact: validEmergencyContact(),
  consentWillBeSubmittedBySchool: '0',
  isParentPresent: '1',
  stemDayConsent: validConsent(),
});

/** A valid middle school individual registration (create mode) that joins a group. */
export const validMsIndividual = () => ({
  ...validStudentCommon(),
  gradeLevelId: '2',
  lunchId: '1',
  favouriteSubjects: { science: '1', technology: '0', engineering: '0', math: '0' },
  isInGroup: '1',
  groupId: '7',
  groupCode: 'Rockets-7',
});

/** A valid high school individual registration (create mode) with one tour type. */
export const validHsIndividual = () => ({
  ...validStudentCommon(),
  gradeLevelId: '4',
  tourType: { biology: '1' },
});
