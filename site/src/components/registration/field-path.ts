import { get, type FieldErrors } from 'react-hook-form';

/**
 * A field's name inside a group: `fieldPath('participants.2', 'firstName')` is `participants.2.firstName`;
 * without a prefix the name stands alone. Field groups take a prefix so that one group serves a top-level
 * block (`parentGuardian`) and each row of a repeatable list (`participants.2`).
 */
export const fieldPath = (prefix: string, name: string): string => (prefix ? `${prefix}.${name}` : name);

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
    return 'message' in value && typeof value.message === 'string' ? [path] : errorPaths(value, path);
  });
}
