import type { FastifyInstance } from 'fastify';
import { issuesChallenges } from '../captcha/captcha-verifier.ts';

/**
 * GET /api/captcha/challenge: a fresh ALTCHA challenge for the widget (`challenge` attribute's URL).
 * Absent (404) when reCAPTCHA is configured: Google issues those.
 */
export default async function captchaChallengeRoutes(app: FastifyInstance) {
  const captcha = app.captcha;
  if (!issuesChallenges(captcha)) return;
  app.get('/api/captcha/challenge', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return captcha.createChallenge();
  });
}
