import * as v from 'valibot';
import { MESSAGES } from '../../messages.ts';
import { isFilled } from './answers.ts';

/**
 * A field's place in a registration: keys of nested groups and, inside repeatable rows, row indexes
 * (`['participants', 2, 'email']`).
 */
export type FieldPath = readonly (string | number)[];

export { isFilled };

export function valueAt(input: unknown, path: FieldPath): unknown {
  let value = input;
  for (const key of path) value = value !== null && typeof value === 'object' ? Reflect.get(value, key) : undefined;
  return value;
}

/**
 * A cross-field rule whose issue is shown on `target` (valibot's `forward` + `partialCheck`). It runs even
 * when other fields are invalid, so a failed submit lists every problem at once, but only when `target`
 * and every path in `deps` have the right type: `isValid` may read those paths, nothing else. It stays
 * silent when `target` already has a message of its own.
 *
 * Paths are plain strings here because valibot's path types cannot follow a generic input; every rule is
 * exercised both ways by the tests, which is what catches a misspelt path.
 */
export function fieldRule<TInput>(rule: {
  target: FieldPath;
  deps: readonly FieldPath[];
  isValid: (input: TInput) => boolean;
  message: string;
}): v.BaseValidation<TInput, TInput, v.BaseIssue<unknown>> {
  const check = v.partialCheck(
    [...rule.deps, rule.target] as unknown as [[string]],
    (input) => rule.isValid(input as TInput),
    rule.message,
  );
  type Rule = v.BaseValidation<TInput, TInput, v.BaseIssue<unknown>>;
  const forwarded = v.forward(check, rule.target as unknown as [string]) as unknown as Rule;
  return {
    ...forwarded,
    // One message per field, as a form shows one: a field that already failed its own check (empty, too
    // long) does not get a second message from a cross-field rule.
    '~run'(dataset, config) {
      const targetFailed = dataset.issues?.some((issue) => isIssueAt(issue, rule.target));
      return targetFailed ? dataset : forwarded['~run'](dataset, config);
    },
  } satisfies Rule;
}

function isIssueAt(issue: v.BaseIssue<unknown>, path: FieldPath): boolean {
  return issue.path?.length === path.length && issue.path.every((item, index) => item.key === path[index]);
}

/** 'This field is required' on `target` when `when` holds and `target` is empty or missing. */
export const requiredWhen = <TInput>(target: FieldPath, deps: readonly FieldPath[], when: (input: TInput) => boolean) =>
  fieldRule<TInput>({
    target,
    deps,
    isValid: (input) => !when(input) || isFilled(valueAt(input, target)),
    message: MESSAGES.required,
  });

/** Whether some issue already sits exactly at `path` (a field shows one message). */
const hasIssueAt = (issues: readonly v.BaseIssue<unknown>[] | undefined, path: FieldPath) =>
  issues?.some((issue) => isIssueAt(issue, path)) ?? false;

/** Whether an issue sits on `path` or on a group that contains it (then the value there is not typed). */
const isUntyped = (issues: readonly v.BaseIssue<unknown>[] | undefined, path: FieldPath) =>
  issues?.some(
    (issue) =>
      (issue.path?.length ?? 0) <= path.length && (issue.path ?? []).every((item, index) => item.key === path[index]),
  ) ?? false;

/**
 * A cross-field rule for every row of a repeatable list (company participants, scholarship rows): the
 * message goes on `[...rows, index, target]` of each row for which `isValid(input, row)` is false. Like
 * `fieldRule` it runs while other fields are invalid, but only when the list and every path in `deps` have
 * their type, and it skips a row whose `target` already has a message.
 */
export function rowRule<TInput, TRow = Record<string, unknown>>(rule: {
  rows: FieldPath;
  target: string;
  deps: readonly FieldPath[];
  isValid: (input: TInput, row: TRow, index: number) => boolean;
  message: string;
}): v.BaseValidation<TInput, TInput, v.BaseIssue<unknown>> {
  const check = v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const issues = dataset.issues as v.BaseIssue<unknown>[] | undefined;
    if ([rule.rows, ...rule.deps].some((path) => isUntyped(issues, path))) return;
    const input = dataset.value as TInput;
    const rows = valueAt(input, rule.rows);
    if (!Array.isArray(rows)) return;
    rows.forEach((row: unknown, index) => {
      const target = [...rule.rows, index, rule.target];
      if (row === null || typeof row !== 'object' || hasIssueAt(issues, target)) return;
      if (rule.isValid(input, row as TRow, index)) return;
      addIssue({ message: rule.message, path: pathItems(input, target) as never });
    });
  });
  return check as unknown as v.BaseValidation<TInput, TInput, v.BaseIssue<unknown>>;
}

/** The path items valibot puts on an issue, for `path` through `input`. */
function pathItems(input: unknown, path: FieldPath) {
  const items: { type: 'unknown'; origin: 'value'; input: unknown; key: string | number; value: unknown }[] = [];
  let current = input;
  for (const key of path) {
    const value = current !== null && typeof current === 'object' ? Reflect.get(current, key) : undefined;
    items.push({ type: 'unknown', origin: 'value', input: current, key, value });
    current = value;
  }
  return items;
}

/** 'This field is required' on `target` of each row of `rows` when `when(input, row)` holds and it is empty. */
export const requiredInRowsWhen = <TInput, TRow = Record<string, unknown>>(
  rows: FieldPath,
  target: string,
  deps: readonly FieldPath[],
  when: (input: TInput, row: TRow) => boolean,
) =>
  rowRule<TInput, TRow>({
    rows,
    target,
    deps,
    isValid: (input, row) => !when(input, row) || isFilled(Reflect.get(row as object, target)),
    message: MESSAGES.required,
  });
