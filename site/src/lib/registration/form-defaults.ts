import { isAnswerGroup as isPlainObject } from '@stem/shared/registration/fields/answers';
import type { FieldPath } from '@stem/shared/registration/fields/rules';

/**
 * A form's initial values: its blank answers with a stored registration laid over them, object by object.
 * Every field the form asks keeps a value (a stored registration written before a field existed, or with a
 * null in it, still gives the input '' rather than undefined); stored keys the form does not ask are kept
 * and the schema drops them.
 */
export function mergeDefaults<T extends object>(blank: T, stored: object | undefined): T {
  if (!stored) return structuredClone(blank);
  const merged: Record<string, unknown> = structuredClone(blank) as Record<string, unknown>;
  for (const [key, value] of Object.entries(stored)) {
    if (value === null || value === undefined) continue;
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergeDefaults(current, value) : value;
  }
  return merged as T;
}

/**
 * Puts `today` into each date the server writes itself (the kind's `serverDates`), so the read-only date
 * shows what will be stored. With `keepFilled` (an edit) a stored date stays: the API keeps it while its
 * signed block is unchanged, so the date shown is the signature's; only an empty one becomes today. Paths
 * whose parent is missing are skipped.
 */
export function withServerDates<T extends object>(
  values: T,
  paths: readonly FieldPath[],
  today: string,
  keepFilled = false,
): T {
  const result = structuredClone(values) as Record<string, unknown>;
  for (const path of paths) {
    let parent: unknown = result;
    for (const key of path.slice(0, -1)) parent = isPlainObject(parent) ? parent[key] : undefined;
    if (!isPlainObject(parent)) continue;
    const key = path.at(-1)!;
    if (keepFilled && typeof parent[key] === 'string' && parent[key] !== '') continue;
    parent[key] = today;
  }
  return result as T;
}
