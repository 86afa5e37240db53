import type { FastifyInstance } from 'fastify';

/**
 * GET /api/health: can the API serve registrations (store) and read the switches (CMS)?
 * 200 when the store answers (status "degraded" while the CMS does not: the API keeps enforcing the last
 * known switches), 503 when the store does not.
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { access: 'public' } }, async (request, reply) => {
    const [store, cms] = await Promise.all([
      app.store.ping().then(
        () => true,
        (error: unknown) => {
          request.log.warn({ err: error }, 'health: store unreachable');
          return false;
        },
      ),
      app.cms.isReachable(),
    ]);
    const status = !store ? 'unavailable' : cms ? 'ok' : 'degraded';
    reply.header('cache-control', 'no-store');
    return reply.status(store ? 200 : 503).send({ status, store: { reachable: store }, cms: { reachable: cms } });
  });
}
