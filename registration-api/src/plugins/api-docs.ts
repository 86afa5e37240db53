import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type * as v from 'valibot';
import { ANSWER_CODES, AUTHORIZATION_HEADER, UPLOAD_GRANT_HEADER, VALIDATION_FAILED } from '@stem/shared';
import packageJson from '../../package.json' with { type: 'json' };

/** Where the description lives: the page at this path, the document at `${DOCS_PREFIX}/json`. */
export const DOCS_PREFIX = '/api/docs';

const TITLE = 'STEM Career Day registration API';
const ACCESS_TOKEN = 'accessToken';
const UPLOAD_GRANT = 'uploadGrant';
const SCHEMAS = '#/components/schemas';

/** The parts of a request a route's valibot schema can describe. */
const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

const isApiUrl = (url: string) => /^\/(api|auth)(\/|$)/.test(url);
const isDocsUrl = (url: string) => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);

/** The /api calls that answer something other than SPEC §7's envelope. */
const NOT_ENVELOPE = new Set(['/api/health', '/api/captcha/challenge', '/api/staff/export']);

const isValibot = (schema: unknown): schema is v.GenericSchema =>
  typeof schema === 'object' && schema !== null && (schema as v.GenericSchema)['~standard']?.vendor === 'valibot';

/**
 * The shared schemas as JSON Schema: their types, lengths, patterns and choices, and which keys are required.
 * What JSON Schema cannot say (trim; check and partialCheck: real dates, one ticked checkbox, the
 * cross-field rules) is left out rather than failing the document (docs/decisions.md).
 */
const toOpenApi = (schema: v.GenericSchema) =>
  toJsonSchema(schema, { target: 'openapi-3.0', typeMode: 'input', errorMode: 'ignore' });

/** SPEC §7 and §8's answers, and what a refused request answers (api-contract.ts). */
const components = {
  securitySchemes: {
    [ACCESS_TOKEN]: {
      type: 'apiKey',
      in: 'header',
      name: AUTHORIZATION_HEADER,
      description: '`Bearer <token>`, the access token that POST /auth/token gives a signed-in browser (SPEC §6).',
    },
    [UPLOAD_GRANT]: {
      type: 'apiKey',
      in: 'header',
      name: UPLOAD_GRANT_HEADER,
      description:
        'The `uploadGrant` of a create answer (kinds with files): POST /api/files for that registration, ' +
        'without a login, for 30 minutes.',
    },
  },
  schemas: {
    Answer: {
      type: 'object',
      description:
        'Every registration call answers this envelope (SPEC §7, §8). Code 0: success; -2: a problem with one ' +
        'field, named in `field`; -3: the group name is taken; -1: any other refusal (answered with HTTP 403); ' +
        '-4: the captcha failed (answered with HTTP 400).',
      required: ['code', 'message'],
      properties: {
        code: { type: 'integer', enum: Object.values(ANSWER_CODES) },
        message: { type: 'string' },
        data: { description: "The call's result, when it has one." },
        field: { type: 'string', description: 'With -2 or -3: the form field the message belongs on (dot path).' },
      },
    },
    FieldIssue: {
      type: 'object',
      required: ['field', 'message'],
      properties: { field: { type: 'string', description: 'Dot path of the field.' }, message: { type: 'string' } },
    },
    TransportError: {
      type: 'object',
      description: 'A request refused before any registration rule ran. Never carries a submitted value.',
      required: ['error', 'message', 'requestId'],
      properties: {
        error: { type: 'string' },
        message: { type: 'string' },
        requestId: { type: 'string' },
      },
    },
    ValidationFailed: {
      type: 'object',
      description:
        'The body, query or path did not fit the schema: each invalid field with its message. For a body, also ' +
        'SPEC §8’s -2 with the first invalid field in `field` and its message in `message`.',
      required: ['error', 'message', 'issues', 'requestId'],
      properties: {
        error: { type: 'string', enum: [VALIDATION_FAILED] },
        message: { type: 'string' },
        issues: { type: 'array', items: { $ref: `${SCHEMAS}/FieldIssue` } },
        code: { type: 'integer', enum: [ANSWER_CODES.field] },
        field: { type: 'string' },
        requestId: { type: 'string' },
      },
    },
  },
} satisfies NonNullable<FastifyDynamicSwaggerOptions['openapi']>['components'];

/** The version an edit was made on: the ETag of GET /api/registrations/{regId}. */
const IF_MATCH_HEADER = {
  type: 'object',
  properties: {
    'if-match': {
      type: 'string',
      description:
        'The ETag of GET /api/registrations/{regId} the edit was made on: a later change answers 412 instead of ' +
        'being silently undone. Without it the edit is taken as SPEC describes.',
    },
  },
};

const json = (name: 'Answer' | 'TransportError' | 'ValidationFailed', description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `${SCHEMAS}/${name}` } } },
});

/**
 * One route as the document shows it: its valibot schemas converted, the access token when it needs a
 * login, and the answers every route of its kind can give. Routes outside /api and /auth (the site's
 * files) and the description's own routes are hidden.
 */
function describeRoute({
  schema,
  url,
  route,
}: {
  schema: FastifySchema | undefined;
  url: string;
  route: RouteOptions;
}) {
  if (schema?.hide || !isApiUrl(url) || isDocsUrl(url)) return { schema: { hide: true }, url };
  const described: Record<string, unknown> = { ...schema };
  for (const part of REQUEST_PARTS) {
    const value = described[part];
    if (isValibot(value)) described[part] = toOpenApi(value);
  }
  // Documented only: a missing If-Match is an edit taken as SPEC describes it, so nothing validates it.
  if (route.config?.versioned) described.headers = IF_MATCH_HEADER;
  const access = route.config?.access;
  const needsLogin = access === 'user' || access === 'owner' || access === 'uploader' || access === 'staff';
  // Either scheme: OpenAPI lists alternatives as separate requirement objects.
  if (needsLogin)
    described.security = [{ [ACCESS_TOKEN]: [] }, ...(access === 'uploader' ? [{ [UPLOAD_GRANT]: [] }] : [])];
  described.response = {
    ...(url.startsWith('/api/') && !NOT_ENVELOPE.has(url) ? { 200: json('Answer', 'The answer envelope.') } : {}),
    ...(REQUEST_PARTS.some((part) => schema?.[part] !== undefined)
      ? { 400: json('ValidationFailed', `${VALIDATION_FAILED}: the request did not fit the schema.`) }
      : {}),
    ...(needsLogin ? { 401: json('TransportError', 'UNAUTHORIZED: no valid access token.') } : {}),
    ...(access === 'staff' ? { 403: json('TransportError', 'FORBIDDEN: the token is not a staff member’s.') } : {}),
    ...(access === 'owner' || access === 'uploader'
      ? { 404: json('TransportError', 'NOT_FOUND: no such registration of yours.') }
      : {}),
    ...(route.config?.versioned
      ? { 412: json('Answer', 'code -1: the registration changed after the version If-Match names; nothing saved.') }
      : {}),
    default: json('TransportError', 'Not found, too large, unsupported media type, too many requests, or 5xx.'),
  };
  return { schema: described as FastifySchema, url };
}

/**
 * The API's OpenAPI 3.0 description, generated from the routes and their shared valibot schemas, at
 * GET /api/docs/json, and Swagger UI (served from its package, nothing from elsewhere) at /api/docs. The
 * page's Content-Security-Policy is security-headers.ts's. Must be registered before any documented route.
 */
export default fp(
  async function apiDocs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: TITLE,
          version: packageJson.version,
          description:
            'Generated from the shared form schemas. Cross-field rules (fields required by another answer, ' +
            'matching emails, dates) are enforced by the API but not described here.',
        },
        components,
      },
      transform: describeRoute,
    });

    await app.register(async function docsRoutes(docs) {
      // Anyone may read the description; the access rules plugin refuses routes without a rule.
      docs.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await docs.register(swaggerUi, {
        routePrefix: DOCS_PREFIX,
        theme: { title: TITLE },
        // Never ask validator.swagger.io about our document.
        validatorUrl: false,
      });
    });
  },
  { name: 'api-docs', dependencies: ['access-control'] },
);
