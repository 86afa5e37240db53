import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimit } from '../config/env.ts';
import { ANSWER_CODES, MESSAGES, VALIDATION_FAILED, type FieldIssue, type TransportError } from '@stem/shared';
import { AppError } from '../errors/app-error.ts';
import { asOptions } from './rate-limit.ts';
import { GENERIC_FIELD_MESSAGE } from '../validation/valibot-validator.ts';
import { isApiPath } from './api-path.ts';

/**
 * The only place errors become HTTP answers. Registration refusals (an AppError with a SPEC answer code)
 * answer `{ code, message, requestId }`; transport-level errors answer `{ error, message, requestId }`
 * (shared TransportError), a 400 with each invalid field in `issues`. A 5xx body is always generic, and no
 * answer echoes submitted values.
 */
export interface ErrorHandlerOptions {
  /**
   * When the site is served here: an unknown page path redirects to the site's `notFound` page (SPEC §2),
   * but a page's path typed with capitals (/About, from a flyer) to the page, when `isPage` says its lower
   * case is one, as the production proxy's Caddyfile does.
   */
  site?: { notFound: string; isPage: (path: string) => boolean };
  /** Probing for paths is cheap for a client and logs for us: the 404 answer is rate limited too. */
  notFoundRateLimit: RateLimit;
}

/** What a 503 answer tells a client to wait before trying again. */
const RETRY_AFTER_SECONDS = 30;

export default fp<ErrorHandlerOptions>(
  async function errorHandler(app: FastifyInstance, options) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const requestId = request.id;
      if (error instanceof AppError) {
        const { status, answerCode, publicMessage: message } = error;
        if (status >= 500) request.log.error({ err: error }, error.message);
        // A 503 is a passing condition (a database locked or away, a provider down): say when to try again.
        if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        // "Not signed in" is about this browser's session: never kept by a cache.
        if (status === 401) reply.header('cache-control', 'no-store');
        // A registration refusal carries the SPEC code the form reads from the body, whatever the status.
        const body =
          answerCode === undefined
            ? transportError(error.code, message, requestId)
            : { code: answerCode, message, requestId };
        return reply.status(status).send(body);
      }

      if (error.validation) {
        // Which fields failed and SPEC's message for each (the validator compiler's), never what was sent.
        const isBody = error.validationContext === 'body';
        const issues = firstIssuePerField(error.validation);
        const [first] = issues;
        if (isBody && first) {
          // Also SPEC §8's reading of the refusal: -2, the server message shown on a field. A client that
          // knows only SPEC's codes shows the first problem ('Address is not valid') on its field, instead
          // of taking a body without a code for "any other code" and leaving for the error page.
          const answer = { code: ANSWER_CODES.field, field: first.field, message: first.message };
          return reply
            .status(400)
            .send({ ...transportError(VALIDATION_FAILED, first.message, requestId), ...answer, issues });
        }
        return reply.status(400).send({
          ...transportError(
            VALIDATION_FAILED,
            isBody ? MESSAGES.checkRequiredFields : `Invalid ${error.validationContext ?? 'request'}`,
            requestId,
          ),
          issues,
        });
      }

      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply
          .status(status)
          .send(
            transportError('INTERNAL_ERROR', 'Something went wrong on our side. Please try again later.', requestId),
          );
      }
      // Fastify's own 4xx (unparsable JSON, body too large, unsupported media type): its messages name
      // the problem and carry no submitted data.
      return reply.status(status).send(transportError(error.code ?? 'BAD_REQUEST', error.message, requestId));
    });

    const notFoundLimit = app.rateLimit(asOptions(options.notFoundRateLimit, 'notFound'));
    app.setNotFoundHandler({ preHandler: notFoundLimit }, (request, reply) => {
      if (options.site && request.method === 'GET' && !isApiPath(request.url)) {
        const [pathname = '', query] = request.url.split(/\?(.*)/s, 2);
        const lower = pathname.toLowerCase();
        if (lower !== pathname && options.site.isPage(lower)) {
          return reply.redirect(query ? `${lower}?${query}` : lower, 301);
        }
        return reply.redirect(options.site.notFound, 302);
      }
      return reply
        .status(404)
        .send(transportError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`, request.id));
    });
  },
  { name: 'error-handler', dependencies: ['rate-limit'] },
);

const transportError = (error: string, message: string, requestId: string): TransportError => ({
  error,
  message,
  requestId,
});

/** One issue per field, its first message, as a form shows one message per field. */
function firstIssuePerField(validation: FastifySchemaValidationError[]): FieldIssue[] {
  const issues = new Map<string, string>();
  for (const item of validation) {
    const field = typeof item.params?.field === 'string' ? item.params.field : '';
    if (!issues.has(field)) issues.set(field, item.message ?? GENERIC_FIELD_MESSAGE);
  }
  return [...issues].map(([field, message]) => ({ field, message }));
}
