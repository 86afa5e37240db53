/**
 * The values a form holds for a schema's output `T`: every field present and every answer a string, ''
 * while unanswered (a select or a radio group starts empty, which the output types do not allow).
 */
export type FormValues<T> = {
  -readonly [K in keyof T]-?: NonNullable<T[K]> extends object ? FormValues<NonNullable<T[K]>> : string;
};

/** A registration form creates a registration, or edits one when the route carries a regId (SPEC §4). */
export type FormMode = 'create' | 'edit';
