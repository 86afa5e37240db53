import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/env.ts';
import cmsPlugin from './plugins/cms.ts';
import errorHandler from './plugins/error-handler.ts';
import staticSite from './plugins/static-site.ts';
import storePlugin from './plugins/store.ts';
import healthRoutes from './routes/health.ts';
import type { RegistrationStore } from './store/registration-store.ts';

export interface BuildOptions {
  /** An open store to use instead of the configured one (tests, benchmarks). */
  store?: RegistrationStore;
}

/**
 * Builds the registration API. Plugins load in a fixed order: cross-cutting (errors), then the app's
 * services (store, CMS), then routes, then the static site, whose catch-all must come last.
 * The caller listens (server.ts) or injects (tests).
 */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Personal data never reaches the log: bodies are not logged, and these headers are hidden.
      redact: ['req.headers.authorization', 'req.headers["x-custom-authorization"]', 'req.headers.cookie'],
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // A hop count trusts that many proxies in front of us; addresses or true as Fastify reads them.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 128 * 1024,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandler, { sitePagesNotFound: config.siteDir ? '/error-404/' : undefined });
  await app.register(storePlugin, { config: config.store, store: options.store });
  await app.register(cmsPlugin, { cmsUrl: config.cmsUrl });
  await app.register(healthRoutes);
  if (config.siteDir) await app.register(staticSite, { root: config.siteDir });
  return app;
}
