import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const isApiPath = (url: string) => /^\/(api|auth)(\/|\?|$)/.test(url);
/** Swagger UI's page and the files it loads (api-docs.ts); not the document itself, /api/docs/json. */
const isDocsPagePath = (url: string) => /^\/api\/docs(\/(static\/[^?]*)?)?(\?|$)/.test(url);

/** API answers are data, never documents: nothing may load from them or frame them. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
/**
 * Pages: what a header can add to the policy Astro writes into each page (script and style hashes in a
 * meta tag, which cannot carry frame-ancestors): no framing, no plugins, no <base> hijack, forms to us only.
 */
const PAGE_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";
/**
 * The API's description page: Swagger UI's own scripts, styles and data: images (its logo and icons), all
 * served from its package on this origin; "Try it out" calls this origin only. No inline script or style.
 */
export const DOCS_PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * Security headers on every answer, pages and API alike (SECURITY.md item 17). HSTS only when the site is
 * served over https: sent over plain http it would be ignored, and on localhost it would pin the name.
 * Answers that carry personal data also say `Cache-Control: no-store` (access-control.ts, auth routes).
 */
export default fp<{ publicSiteUrl: string }>(
  async function securityHeaders(app: FastifyInstance, options) {
    const hsts = options.publicSiteUrl.startsWith('https://');
    app.addHook('onSend', async (request, reply, payload) => {
      // By path, not by content type: a 304 carries no type, and a browser merges the headers of a 304
      // into the cached page, so an API policy on it would disable the page's own scripts.
      const policy = isDocsPagePath(request.url) ? DOCS_PAGE_POLICY : isApiPath(request.url) ? API_POLICY : PAGE_POLICY;
      reply.header('content-security-policy', policy);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      // Page addresses can hold a regId: other sites never see them.
      reply.header('referrer-policy', 'same-origin');
      reply.header('cross-origin-opener-policy', 'same-origin');
      if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      return payload;
    });
  },
  { name: 'security-headers' },
);
