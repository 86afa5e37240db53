import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import * as v from 'valibot';

/**
 * Route schemas are valibot schemas, the same ones the forms use (DESIGN.md §4). Issues become Fastify's
 * validation errors, so the error handler answers 400 naming the fields. An issue's message would quote
 * the submitted value ("…but received …"): only what was expected is kept (SECURITY.md items 18 and 19).
 */
export const valibotValidatorCompiler: FastifySchemaCompiler<v.GenericSchema> =
  ({ schema }) =>
  (data: unknown) => {
    const result = v.safeParse(schema, data);
    if (result.success) return { value: result.output };
    return { error: result.issues.map(toValidationError) };
  };

function toValidationError(issue: v.BaseIssue<unknown>): FastifySchemaValidationError {
  const path = (issue.path ?? []).map((item) => String(item.key));
  return {
    keyword: issue.type,
    instancePath: path.length > 0 ? `/${path.join('/')}` : '',
    schemaPath: '',
    params: { expected: issue.expected },
    message: issue.expected ? `must be ${issue.expected}` : `is invalid (${issue.type})`,
  };
}
