import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ANSWER_CODES, type Answer } from '@stem/shared';
import { CONFIRMATION_LINK_INVALID_MESSAGE, type ConfirmedConsent } from '../consents/day-of-consent-service.ts';
import { NoQuery } from '../validation/request-schemas.ts';

/** The token of a mailed link: `<payload>.<signature>`, base64url (auth/upload-grant.ts). */
export const DayOfConsentConfirmBody = v.strictObject({ token: v.pipe(v.string(), v.maxLength(512)) });

/**
 * POST /api/day-of-consent/confirm: the parent follows the mailed link (a page with a button, so a mail
 * scanner that opens links cannot use the token up) and the consent is recorded. Public: the token is the
 * proof. A link used again answers 0 with `alreadyConfirmed: true` (nothing is recorded twice); every other
 * link that is not good now answers -1 with one message.
 */
export default async function dayOfConsentConfirmRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  app.post<{ Body: v.InferOutput<typeof DayOfConsentConfirmBody> }>(
    '/api/day-of-consent/confirm',
    {
      config: { access: 'public', rateLimitTier: 'creates' },
      schema: { body: DayOfConsentConfirmBody, querystring: NoQuery },
    },
    async (request): Promise<Answer<ConfirmedConsent>> => {
      const confirmed = await app.dayOfConsents.confirm(request.body.token);
      if (!confirmed) return { code: ANSWER_CODES.refused, message: CONFIRMATION_LINK_INVALID_MESSAGE };
      return { code: ANSWER_CODES.ok, message: '', data: confirmed };
    },
  );
}
