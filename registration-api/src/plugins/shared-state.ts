import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RedisSharedState } from '../shared-state/redis-shared-state.ts';
import { atMostEvery, type SharedState } from '../shared-state/shared-state.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Used captcha solutions and rate-limit counters, shared by every API instance (DESIGN.md §9). */
    sharedState: SharedState & { ping(): Promise<void> };
  }
}

export interface SharedStatePluginOptions {
  /** REDIS_URL; unset: the registration store holds the shared state. */
  redisUrl: string | undefined;
}

/** Decorates the app with its shared state: Redis when configured, else the registration store. */
export default fp<SharedStatePluginOptions>(
  async function sharedStatePlugin(app: FastifyInstance, options) {
    if (options.redisUrl === undefined) {
      app.decorate('sharedState', app.store);
      return;
    }
    const redis = await RedisSharedState.connect(options.redisUrl, {
      // A lost connection errors on every retry: one line every 10 s is enough to see it.
      onError: atMostEvery(10_000, (error: Error) =>
        app.log.error({ err: error }, 'Redis connection error: rate limits pass uncounted, captchas answer 503'),
      ),
    });
    app.decorate('sharedState', redis);
    app.addHook('onClose', () => redis.close());
  },
  { name: 'shared-state', dependencies: ['store'] },
);
