/** Registration kinds (SPEC §1). */
export const REG_TYPES = [
  'MSIND',
  'MSGROUP',
  'HSIND',
  'HSCHAPERONE',
  'COMPANY',
  'SCHOLARSHIP',
  'HSDAYOFCONSENT',
  /**
   * The middle school day-of consent (/consent-form-ms, POST /api/ms-day-of-consent). SPEC §1 names only
   * the high school one and calls this "the middle school equivalent" without a name; this is ours.
   */
  'MSDAYOFCONSENT',
] as const;

export type RegType = (typeof REG_TYPES)[number];

export const isRegType = (value: unknown): value is RegType =>
  typeof value === 'string' && (REG_TYPES as readonly string[]).includes(value);

// The birthdate-gated kinds are a column of the kind registry (registration-kinds.ts).
export { AGE_GATED_REG_TYPES, isAgeGatedRegType, type AgeGatedRegType } from './registration-kinds.ts';
