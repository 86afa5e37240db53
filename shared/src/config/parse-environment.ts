import * as v from 'valibot';

/** One wrong variable: the first problem valibot found with it, and the value it had (undefined: unset). */
export interface EnvironmentProblem {
  variable: string;
  message: string;
  value: string | undefined;
}

export type ParsedEnvironment<S extends v.GenericSchema> =
  { success: true; output: v.InferOutput<S> } | { success: false; problems: EnvironmentProblem[] };

/**
 * The variables that are set: an empty string counts as unset everywhere (each service, `npm start`, the
 * retention command), so `NAME=` copied from `.env.example` never replaces a default with ''.
 */
export function setVariables(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

/**
 * What every service does with its environment at start: empty strings count as unset (setVariables), the
 * schema reads the rest, and a failure lists each wrong variable once, with its first problem (the one to
 * fix). How the problems are worded, and which values may be echoed, is each service's.
 */
export function parseEnvironment<S extends v.GenericSchema>(
  schema: S,
  source: Record<string, string | undefined>,
): ParsedEnvironment<S> {
  const raw = setVariables(source);
  const result = v.safeParse(schema, raw);
  if (result.success) return { success: true, output: result.output };
  const problems = new Map<string, EnvironmentProblem>();
  for (const issue of result.issues) {
    const variable = String(issue.path?.[0]?.key ?? 'environment');
    if (!problems.has(variable)) problems.set(variable, { variable, message: issue.message, value: raw[variable] });
  }
  return { success: false, problems: [...problems.values()] };
}
