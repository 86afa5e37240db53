import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOAD_GRANT_HEADER, type RegType } from '@stem/shared';
import { notOwned, ownedRegistration } from '../auth/ownership.ts';
import { AppError } from '../errors/app-error.ts';
import type { Registration } from '../store/registration-store.ts';
import { bearerToken } from './auth.ts';

/**
 * Who may call a route (SECURITY.md item 13):
 * - public: anyone;
 * - user: a valid access token of a live session;
 * - owner: as user, on a route with a `:regId` param: the registration is loaded here, only when the
 *   session's verified email owns it (and it is of the route's `regType`, when the route names one), into
 *   `request.registration`; anything else answers exactly like a missing registration;
 * - uploader: an upload grant (`x-upload-grant`, from a create answer) or, without one, as user. The
 *   registration comes in the body, so the route checks it against `request.uploadGrant` or the session's
 *   owner (files/attachment-service.ts); a caller with neither is refused before the body is read.
 * - staff: as user, and the session is staff's (auth/staff-policy.ts: a verified email listed in STAFF_EMAILS
 *   or given the provider's staff role); a registrant's valid token answers 403, never the data. Staff answers
 *   are never cached; each route records what it read in the audit log (staff/audit.ts).
 */
export const ACCESS_RULES = ['public', 'user', 'owner', 'uploader', 'staff'] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route declares one; the app does not start when a route has none. */
    access?: AccessRule;
    /** On an owner route: the one kind of registration it serves (a PUT of one kind's edit). */
    regType?: RegType;
  }
  interface FastifyRequest {
    /** On an owner route: the caller's own registration named by `:regId`, loaded before the handler. */
    registration: Registration | null;
    /** On an uploader route called with a valid upload grant: the one regId it lets the caller attach files to. */
    uploadGrant: { regId: string } | null;
  }
  interface FastifyInstance {
    /** Every route with its declared rule, for the route-inventory test. */
    routeInventory: Array<{ method: string; url: string; access: AccessRule | undefined }>;
  }
}

/** A valid token of someone who is not staff, on a staff route. */
export const staffOnly = () => new AppError('FORBIDDEN', 'This is for the organisers only.');

/** The one answer to a missing, bad, expired or ended token: no reason given. */
export const unauthorized = () => new AppError('UNAUTHORIZED', 'Please log in.');

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
    app.decorateRequest('registration', null);
    app.decorateRequest('uploadGrant', null);

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
        const rules = `${ACCESS_RULES.slice(0, -1).join(', ')} or ${ACCESS_RULES.at(-1)}`;
        throw new Error(`Routes without an access rule (config.access ${rules}): ${list}`);
      }
      // An owner route without a regId would load nothing and so check nothing.
      const ownerless = inventory.filter((route) => route.access === 'owner' && !route.url.includes(':regId'));
      if (ownerless.length > 0) {
        const list = ownerless.map((route) => `${route.method} ${route.url}`).join(', ');
        throw new Error(`Owner routes without a :regId param: ${list}`);
      }
    });

    // After rate limiting (registered earlier), before the body is parsed or validated.
    app.addHook('onRequest', async (request, reply) => {
      if (request.is404) return;
      const access = request.routeOptions.config.access;
      if (access === 'public') return;
      // Unreachable once onReady passed; refuse rather than serve an undeclared route.
      if (!ACCESS_RULES.includes(access as AccessRule)) throw new AppError('FORBIDDEN', 'Forbidden');
      if (access === 'uploader' && request.headers[UPLOAD_GRANT_HEADER] !== undefined) {
        // A grant that does not verify (expired, altered) is refused, not tried as a login instead.
        const regId = app.auth.uploadGrants.verify(request.headers[UPLOAD_GRANT_HEADER]);
        if (regId === null) throw unauthorized();
        request.uploadGrant = { regId };
        reply.header('cache-control', 'no-store');
        return;
      }
      const token = bearerToken(request);
      const session = token ? await app.auth.sessions.fromAccessToken(token) : null;
      if (!session) throw unauthorized();
      request.session = session;
      // Answers to signed-in calls carry personal data: never kept by a browser or proxy cache.
      reply.header('cache-control', 'no-store');
      if (access === 'staff' && app.auth.staff.staffEmail(session) === null) throw staffOnly();
    });

    // After the params are validated, before any route's own preHandler: no handler looks a registration up.
    app.addHook('preHandler', async (request) => {
      if (request.is404 || request.routeOptions.config.access !== 'owner') return;
      const regId = (request.params as { regId?: unknown } | undefined)?.regId;
      const registration = typeof regId === 'string' ? await ownedRegistration(app, request.session!, regId) : null;
      const regType = request.routeOptions.config.regType;
      if (!registration || (regType !== undefined && registration.regType !== regType)) throw notOwned();
      request.registration = registration;
    });
  },
  { name: 'access-control', dependencies: ['auth'] },
);
