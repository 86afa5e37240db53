import type { FastifyInstance } from 'fastify';
import { ContactQuestionSchema, type ContactQuestionOutput } from '@stem/shared';
import { QuestionSender } from '../contact/question-sender.ts';
import { NoQuery } from '../validation/request-schemas.ts';

export interface SendQuestionRoutesOptions {
  /** CONTACT_FALLBACK_EMAIL: where a question goes when the CMS has no address for its subject. */
  fallbackEmail: string;
  production: boolean;
}

/**
 * POST /api/send-question (SPEC §7): the contact form. Public, on the strict `contact` rate limit (SECURITY.md
 * item 15), JSON only, no query; the body is the shared contact schema with its captcha token.
 */
export default async function sendQuestionRoutes(app: FastifyInstance, options: SendQuestionRoutesOptions) {
  const sender = new QuestionSender({
    captcha: app.captcha,
    cms: app.cms,
    outbox: app.store,
    mailComposer: app.mailComposer,
    wakeMailWorker: () => app.mailWorker.wake(),
    log: app.log,
    fallbackEmail: options.fallbackEmail,
    production: options.production,
  });

  // Writes take JSON only (SECURITY.md item 4): without Fastify's text/plain parser, anything else is 415.
  app.removeContentTypeParser('text/plain');

  app.post<{ Body: ContactQuestionOutput }>(
    '/api/send-question',
    {
      config: { access: 'public', rateLimitTier: 'contact' },
      schema: { body: ContactQuestionSchema, querystring: NoQuery },
    },
    async (request) => sender.send(request.body, request.ip),
  );
}
