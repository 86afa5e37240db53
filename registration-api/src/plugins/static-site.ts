import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built site on the API's origin, so that `npm start` gives one origin for pages, /api and
 * /auth (DESIGN.md §2). In production a reverse proxy does this instead and SITE_DIR is unset.
 */
export default async function staticSite(app: FastifyInstance, options: { root: string }) {
  await app.register(fastifyStatic, {
    root: options.root,
    // /verify-age → /verify-age/ (Astro writes each route as a folder with an index.html)
    redirect: true,
    cacheControl: true,
    maxAge: '5m',
  });
}
