import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CheckInTokens } from '../check-in/check-in-token.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes and recognises the check-in tokens of confirmations (CHECKIN_HMAC_KEY). */
    checkInTokens: CheckInTokens;
  }
}

/** Decorates the app with the check-in tokens (config/env.ts requires the key in production). */
export default fp<{ hmacKey: string | undefined }>(
  async function checkInPlugin(app: FastifyInstance, options) {
    app.decorate('checkInTokens', new CheckInTokens(options.hmacKey, (message) => app.log.warn(message)));
  },
  { name: 'check-in' },
);
