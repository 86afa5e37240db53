import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimit } from '../config/env.ts';
import { AppError, STATUS_BY_CODE } from '../errors/app-error.ts';

/**
 * The only place errors become HTTP answers. Transport-level errors answer
 * `{ error, message, requestId }`: a 5xx body is always generic, and no answer echoes submitted values.
 */
export interface ErrorHandlerOptions {
  /** When the site is served here: unknown page paths redirect to the site's /error-404 (SPEC §2). */
  sitePagesNotFound?: string;
  /** Probing for paths is cheap for a client and logs for us: the 404 answer is rate limited too. */
  notFoundRateLimit: RateLimit;
}

const isApiPath = (url: string) => /^\/(api|auth)(\/|\?|$)/.test(url);

export default fp<ErrorHandlerOptions>(
  async function errorHandler(app: FastifyInstance, options) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const requestId = request.id;
      if (error instanceof AppError) {
        const status = STATUS_BY_CODE[error.code];
        if (status >= 500) request.log.error({ err: error }, error.message);
        return reply.status(status).send({ error: error.code, message: error.publicMessage, requestId });
      }

      if (error.validation) {
        // Which fields failed, never what was sent in them.
        const fields = error.validation
          .map((issue) => issue.instancePath || issue.params?.missingProperty)
          .filter(Boolean);
        return reply.status(400).send({
          error: 'VALIDATION_FAILED',
          message: `Invalid ${error.validationContext ?? 'request'}`,
          fields,
          requestId,
        });
      }

      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({
          error: 'INTERNAL_ERROR',
          message: 'Something went wrong on our side. Please try again later.',
          requestId,
        });
      }
      // Fastify's own 4xx (unparsable JSON, body too large, unsupported media type): its messages name
      // the problem and carry no submitted data.
      return reply.status(status).send({ error: error.code ?? 'BAD_REQUEST', message: error.message, requestId });
    });

    const notFoundLimit = app.rateLimit({
      max: options.notFoundRateLimit.max,
      timeWindow: options.notFoundRateLimit.windowMs,
    });
    app.setNotFoundHandler({ preHandler: notFoundLimit }, (request, reply) => {
      if (options.sitePagesNotFound && request.method === 'GET' && !isApiPath(request.url)) {
        return reply.redirect(options.sitePagesNotFound, 302);
      }
      return reply.status(404).send({
        error: 'NOT_FOUND',
        message: `No route ${request.method} ${request.url.split('?')[0]}`,
        requestId: request.id,
      });
    });
  },
  { name: 'error-handler', dependencies: ['rate-limit'] },
);
