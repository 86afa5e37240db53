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
