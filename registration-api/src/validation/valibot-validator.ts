import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import * as v from 'valibot';

/**
 * The message of an issue whose schema gives none. valibot's own messages quote the received value
 * ("…but received "CANARY""), so none of them may reach an answer (SECURITY.md items 18 and 19).
 */
export const GENERIC_FIELD_MESSAGE = 'This field is invalid';

/**
 * Route schemas are valibot schemas, the same ones the forms use (DESIGN.md §4). Issues become Fastify's
 * validation errors carrying the field's dot path (`participants.0.email`, '' for the whole body) and the
 * schema's message, which for the shared schemas is SPEC's (§5); the error handler turns them into issues.
 */
export const valibotValidatorCompiler: FastifySchemaCompiler<v.GenericSchema> =
  ({ schema }) =>
  (data: unknown) => {
    const result = v.safeParse(schema, data, { message: GENERIC_FIELD_MESSAGE });
    if (result.success) return { value: result.output };
    return { error: result.issues.map(toValidationError) };
  };

function toValidationError(issue: v.BaseIssue<unknown>): FastifySchemaValidationError {
  const field = v.getDotPath(issue) ?? '';
  return {
    keyword: issue.type,
    instancePath: field === '' ? '' : `/${field.replaceAll('.', '/')}`,
    schemaPath: '',
    params: { field },
    message: issue.message,
  };
}
