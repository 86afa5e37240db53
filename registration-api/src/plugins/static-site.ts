import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { EDIT_ROUTES } from '@stem/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the built site on the API's origin, so that `npm start` gives one origin for pages, /api and
 * /auth (DESIGN.md §2). In production a reverse proxy does this instead and SITE_DIR is unset.
 *
 * Pages must show a publish at once, so HTML (and anything not fingerprinted) is revalidated on every
 * visit (ETag makes that cheap); Astro's fingerprinted assets under /_astro/ never change and are cached
 * for a year. `root` may be a symlink that the publisher swaps: it is resolved on every request. Text files
 * go out gzipped when the browser accepts it.
 */
export default async function staticSite(app: FastifyInstance, options: { root: string }) {
  // Compressed as the production proxy compresses them (Caddy's `encode`), so a page loads here as it does
  // there, and `npm run bench` measures what visitors get: a form page's scripts are about a third of their
  // size gzipped. gzip only (quick per request); the registering scope holds only the site's files.
  await app.register(fastifyCompress, { encodings: ['gzip'], threshold: 1024 });
  await app.register(fastifyStatic, {
    root: options.root,
    // /verify-age is answered with verify-age/index.html (Astro writes each route as a folder with an
    // index.html) as it is, not redirected to /verify-age/: every link of the site and of SPEC has no
    // trailing slash, and a redirect cost each page view a round trip (on a phone's network, the slowest
    // part of a page load). /verify-age/ is answered too.
    redirect: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      const fingerprinted = filePath.includes('/_astro/');
      reply.header('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // SPEC §2 names an edit page's regId as a route parameter: `/ms-ind-reg-edit/<regId>` is the same page as
  // `/ms-ind-reg-edit?regId=<regId>` (the page reads either: regIdOfEditPage). The proxy's Caddyfile agrees.
  for (const route of EDIT_ROUTES) {
    app.get(`${route}/:regId`, (_request, reply) => reply.sendFile('index.html', path.join(options.root, route)));
  }
}

/**
 * Whether `pagePath` (/about, /staff/check-in; lower case, with or without its trailing slash) is a page of
 * the built site in `root`: a folder with its index.html. Looked up when asked (the publisher swaps `root`).
 */
export function isSitePage(root: string, pagePath: string): boolean {
  return /^(\/[a-z0-9-]+)+\/?$/.test(pagePath) && fs.existsSync(path.join(root, pagePath, 'index.html'));
}
