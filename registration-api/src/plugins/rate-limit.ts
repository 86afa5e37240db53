import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { RATE_LIMIT_TIERS, type Config, type RateLimit, type RateLimitTier } from '../config/env.ts';
import { AppError } from '../errors/app-error.ts';

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
 * routes (all create forms together), so an address cannot multiply it by switching forms.
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
      ...asOptions(options.limits.general),
      // The default key is request.ip (an IPv6 address counted by its /64, which one client controls).
      errorResponseBuilder: tooMany,
    });

    for (const tier of RATE_LIMIT_TIERS) {
      // One handler (and so one counter store) per tier, shared by every route that names it.
      tierHandlers.set(tier, app.rateLimit(asOptions(options.limits[tier])));
    }
  },
  { name: 'rate-limit' },
);

const asOptions = (limit: RateLimit) => ({ max: limit.max, timeWindow: limit.windowMs });

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
