import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { RATE_LIMIT_TIERS, type Config, type RateLimit, type RateLimitTier } from '../config/env.ts';
import { AppError } from '../errors/app-error.ts';
import { atMostEvery, type SharedState } from '../shared-state/shared-state.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A stricter named limit for this route instead of the general one (SECURITY.md item 15). */
    rateLimitTier?: RateLimitTier;
  }
}

/** Only the API is limited here; the site's files are served by the reverse proxy in production. */
const isApiRoute = (url: string) => /^\/(api|auth)(\/|$)/.test(url);

const tooMany = () => new AppError('RATE_LIMITED', 'Too many requests. Please try again later.');

/**
 * Rate limits keyed on the client IP as Fastify resolves it, that is through TRUST_PROXY only: an
 * X-Forwarded-For from anyone else is ignored. Every API route gets the general limit; a route opts into a
 * stricter named one with `config: { rateLimitTier: 'creates' }`. A tier is one budget shared by all its
 * routes (all create forms together), so an address cannot multiply it by switching forms. The counters
 * live in the shared state (Redis or the database), so a client's requests count the same whichever API
 * instance answers them (DESIGN.md §9).
 */
export default fp<{ limits: Config['rateLimits'] }>(
  async function rateLimitPlugin(app: FastifyInstance, options) {
    const tierHandlers = new Map<RateLimitTier, preHandlerAsyncHookHandler>();

    // Runs before @fastify/rate-limit's own onRoute hook (added below), so that hook sees `rateLimit: false`
    // on tiered and non-API routes and leaves them alone.
    app.addHook('onRoute', (route) => {
      const tier = route.config?.rateLimitTier;
      if (tier !== undefined) {
        const handler = tierHandlers.get(tier);
        if (!handler) throw new Error(`Unknown rateLimitTier "${tier}" on ${route.method} ${route.url}`);
        route.config = { ...route.config, rateLimit: false };
        route.onRequest = [handler, ...toArray(route.onRequest)];
      } else if (!isApiRoute(route.url) && route.config?.rateLimit === undefined) {
        route.config = { ...route.config, rateLimit: false };
      }
    });

    await app.register(rateLimit, {
      global: true,
      ...asOptions(options.limits.general, 'general'),
      // The default key is request.ip (an IPv6 address counted by its /64, which one client controls).
      errorResponseBuilder: tooMany,
      store: sharedCounters(app.sharedState, app.log),
      // A counter that cannot be written (Redis or the database away) lets the request through, logged by the
      // store: the captcha still guards every create, and an outage of the counters must not close the site.
      skipOnError: true,
    });

    for (const tier of RATE_LIMIT_TIERS) {
      // One handler (and so one counter) per tier, shared by every route that names it.
      tierHandlers.set(tier, app.rateLimit(asOptions(options.limits[tier], tier)));
    }
  },
  { name: 'rate-limit', dependencies: ['shared-state'] },
);

/**
 * A limit's options. `limiter` names its counter in the shared state: @fastify/rate-limit passes unknown
 * options on to the store's `child()`, and without a name every limit made with `app.rateLimit()` (tiers,
 * the 404 limit) would share one counter key.
 */
export const asOptions = (limit: RateLimit, limiter: string) =>
  ({ max: limit.max, timeWindow: limit.windowMs, limiter }) as { max: number; timeWindow: number };

/** @fastify/rate-limit's store interface over the shared state's fixed-window counters. */
function sharedCounters(state: SharedState, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const logFailure = atMostEvery(10_000, (error: unknown) =>
    log.error({ err: error }, 'rate limit counters unavailable: requests pass uncounted'),
  );
  class SharedCounterStore implements FastifyRateLimitStore {
    readonly #name: string;
    constructor(options: { limiter?: unknown }) {
      this.#name = typeof options.limiter === 'string' ? options.limiter : 'general';
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      state.hit(`${this.#name}:${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => {
          logFailure(error);
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }
    child(routeOptions: object) {
      // @fastify/rate-limit passes the limit's merged options, with `routeInfo` for a route's own limit.
      const { limiter, routeInfo } = routeOptions as {
        limiter?: unknown;
        routeInfo?: { method?: unknown; url?: unknown };
      };
      const name =
        limiter ?? (typeof routeInfo?.url === 'string' ? `${String(routeInfo.method)} ${routeInfo.url}` : undefined);
      if (typeof name !== 'string') throw new Error('every rate limit needs a limiter name');
      return new SharedCounterStore({ limiter: name });
    }
  }
  return SharedCounterStore as unknown as FastifyRateLimitStoreCtor;
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
