import type { FastifyInstance, FastifyRequest } from 'fastify';

const answers = (request: FastifyRequest, what: string, ping: () => Promise<void>) =>
  ping().then(
    () => true,
    (error: unknown) => {
      request.log.warn({ err: error }, `health: ${what} unreachable`);
      return false;
    },
  );

/**
 * GET /api/health: can the API serve registrations (store) and read the switches (CMS)?
 * 200 when the store answers (status "degraded" while the CMS does not: the API keeps enforcing the last
 * known switches, or while Redis does not: requests pass uncounted and captchas cannot be checked),
 * 503 when the store does not. `sharedState` is there only when Redis holds it (REDIS_URL).
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { access: 'public' } }, async (request, reply) => {
    const redis = app.sharedState === app.store ? undefined : app.sharedState;
    const [store, cms, shared] = await Promise.all([
      answers(request, 'store', () => app.store.ping()),
      app.cms.isReachable(),
      redis ? answers(request, 'redis', () => redis.ping()) : Promise.resolve(true),
    ]);
    const status = !store ? 'unavailable' : cms && shared ? 'ok' : 'degraded';
    reply.header('cache-control', 'no-store');
    return reply.status(store ? 200 : 503).send({
      status,
      store: { reachable: store },
      cms: { reachable: cms },
      ...(redis ? { sharedState: { kind: 'redis', reachable: shared } } : {}),
    });
  });
}
