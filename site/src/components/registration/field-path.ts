import { get, type FieldErrors } from 'react-hook-form';

/**
 * A field's name inside a group: `fieldPath('participants.2', 'firstName')` is `participants.2.firstName`;
 * without a prefix the name stands alone. Field groups take a prefix so that one group serves a top-level
 * block (`parentGuardian`) and each row of a repeatable list (`participants.2`).
 */
export const fieldPath = (prefix: string, name: string): string => (prefix ? `${prefix}.${name}` : name);

/** Whether an errors object's node is one field's error (it has a message), not a block of them. */
const isError = (value: object) => 'message' in value && typeof value.message === 'string';

/** The error message at a dot path (rows included), read the way react-hook-form stores it. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const message = (get(errors, path) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** The paths of every message in a react-hook-form errors object (`parentGuardian.email`, `participants.1.email`). */
export function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]: [string, unknown]) => {
    if (value === null || typeof value !== 'object' || key === 'ref') return [];
    const path = fieldPath(prefix, key);
    return isError(value) ? [path] : errorPaths(value, path);
  });
}

/**
 * The errors of `found` whose field also has one in `known` (undefined when none is left), in `found`'s shape:
 * a list's rows checked again after a row was added or removed keep only the errors they already had.
 */
export function onlyKnownErrors(found: unknown, known: unknown): unknown {
  if (found === null || typeof found !== 'object' || known === null || typeof known !== 'object') return undefined;
  if (isError(found)) return isError(known) ? found : undefined;
  const kept: Record<string, unknown> = Array.isArray(found) ? ([] as unknown as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(found)) {
    if (key === 'ref') continue;
    const still = onlyKnownErrors(value, (known as Record<string, unknown>)[key]);
    if (still !== undefined) kept[key] = still;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}
