import { isAnswerGroup as isPlainObject } from '@stem/shared/registration/fields/answers';

/** A value of the form at a dotted path ("parentGuardian.phoneNumber", "participants"). */
export type FormChange = readonly [path: string, value: unknown];

/**
 * What the visitor changed on an edit form since it was loaded: each answer that differs from the loaded
 * one, as a path and its current value. Groups of answers (the parent/guardian block) are compared answer by
 * answer, so a change to one answer does not carry the others back; a list of rows (participants) is one
 * answer, taken whole, since its rows have no identity to match by. Used to lay the visitor's changes over a
 * newer version of the registration (an edit refused with 412) without undoing what changed there.
 */
export function changesSince(loaded: unknown, current: unknown, path: readonly string[] = []): FormChange[] {
  if (isPlainObject(loaded) && isPlainObject(current)) {
    const keys = new Set([...Object.keys(loaded), ...Object.keys(current)]);
    return [...keys].flatMap((key) => changesSince(loaded[key], current[key], [...path, key]));
  }
  if (path.length === 0 || sameValue(loaded, current)) return [];
  return [[path.join('.'), structuredClone(current)]];
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
