import * as v from 'valibot';
import { MESSAGES } from '../../messages.ts';

/** A field's place in a registration: a top-level key, or a key of one nested group. */
export type FieldPath = readonly [string] | readonly [string, string];

/** Whether an answer has been given: a non-empty string (values are trimmed before rules run). */
export const isFilled = (value: unknown): value is string => typeof value === 'string' && value !== '';

function valueAt(input: unknown, path: FieldPath): unknown {
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
