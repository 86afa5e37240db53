import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A check slower than this counts as failed: a monitor needs an answer, not a wait on a locked database. */
const CHECK_TIMEOUT_MS = 2000;

const withinTimeout = <T>(check: Promise<T>) =>
  Promise.race<T>([
    check,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);

const answers = (request: FastifyRequest, what: string, ping: () => Promise<void>) =>
  withinTimeout(ping()).then(
    () => true,
    (error: unknown) => {
      request.log.warn({ err: error }, `health: ${what} unreachable`);
      return false;
    },
  );

/**
 * GET /api/health: can the API take registrations (the store answers and accepts a write) and read the
 * switches (CMS)? 200 when the store reads and writes (status "degraded" while the CMS does not answer: the
 * API keeps enforcing the last known switches; while Redis does not: requests pass uncounted and captchas
 * cannot be checked; while a message has failed for good: `mail.failed` says how many), 503 when the store cannot read or write. `sharedState` is there only when
 * Redis holds it (REDIS_URL).
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { access: 'public' } }, async (request, reply) => {
    const redis = app.sharedState === app.store ? undefined : app.sharedState;
    const [reachable, writable, cms, shared, mail] = await Promise.all([
      answers(request, 'store', () => app.store.ping()),
      answers(request, 'store write', () => app.store.probeWrite()),
      app.cms.isReachable(),
      redis ? answers(request, 'redis', () => redis.ping()) : Promise.resolve(true),
      withinTimeout(app.store.mailQueueCounts()).catch(() => null),
    ]);
    const store = reachable && writable;
    const mailFailed = (mail?.failed ?? 0) > 0;
    const status = !store ? 'unavailable' : cms && shared && !mailFailed ? 'ok' : 'degraded';
    reply.header('cache-control', 'no-store');
    return reply.status(store ? 200 : 503).send({
      status,
      store: { reachable, writable },
      cms: { reachable: cms },
      // Messages waiting for the mail server, and those given up on (staff must look at them).
      mail,
      ...(redis ? { sharedState: { kind: 'redis', reachable: shared } } : {}),
    });
  });
}
