import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken } from './auth.ts';

/**
 * Who may call a route (SECURITY.md item 13):
 * - public: anyone;
 * - user: a valid access token of a live session;
 * - owner: as user, and the handler answers only for registrations the session's verified email owns
 *   (another owner's regId answers exactly like a missing one).
 */
export const ACCESS_RULES = ['public', 'user', 'owner'] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route declares one; the app does not start when a route has none. */
    access?: AccessRule;
  }
  interface FastifyInstance {
    /** Every route with its declared rule, for the route-inventory test. */
    routeInventory: Array<{ method: string; url: string; access: AccessRule | undefined }>;
  }
}

/** The one answer to a missing, bad, expired or ended token: no reason given. */
export function unauthorized(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(401)
    .header('cache-control', 'no-store')
    .send({ error: 'UNAUTHORIZED', message: 'Please log in.', requestId: request.id });
}

/**
 * Enforces the access rules and keeps the route inventory. Rules are read when the request arrives (so a
 * scope may set them after this plugin's onRoute hook ran), and checked for every route when the app gets
 * ready: a route without a rule stops the start, naming the route. Must be registered before any route.
 */
export default fp(
  async function accessControl(app: FastifyInstance) {
    // The route options themselves: later onRoute hooks (a scope's, a plugin's) may replace their config.
    const routes: RouteOptions[] = [];
    app.decorate('routeInventory', []);

    app.addHook('onRoute', (route) => {
      routes.push(route);
    });

    app.addHook('onReady', async () => {
      const inventory = routes.flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
          method,
          url: route.url,
          access: route.config?.access,
        })),
      );
      app.routeInventory.push(...inventory);
      const undeclared = inventory.filter((route) => !ACCESS_RULES.includes(route.access as AccessRule));
      if (undeclared.length > 0) {
        const list = undeclared.map((route) => `${route.method} ${route.url}`).join(', ');
        throw new Error(`Routes without an access rule (config.access public, user or owner): ${list}`);
      }
    });

    // After rate limiting (registered earlier), before the body is parsed or validated.
    app.addHook('onRequest', async (request, reply) => {
      if (request.is404) return;
      const access = request.routeOptions.config.access;
      if (access === 'public') return;
      if (access !== 'user' && access !== 'owner') {
        // Unreachable once onReady passed; refuse rather than serve an undeclared route.
        return reply.status(403).send({ error: 'FORBIDDEN', message: 'Forbidden', requestId: request.id });
      }
      const token = bearerToken(request);
      const session = token ? await app.auth.sessions.fromAccessToken(token) : null;
      if (!session) return unauthorized(request, reply);
      request.session = session;
      // Answers to signed-in calls carry personal data: never kept by a browser or proxy cache.
      reply.header('cache-control', 'no-store');
    });
  },
  { name: 'access-control', dependencies: ['auth'] },
);
