import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from './api-path.ts';

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
 * The security headers of an answer at `url` (SECURITY.md item 17). HSTS only when the site is served over
 * https: sent over plain http it would be ignored, and on localhost it would pin the name.
 */
export function securityHeadersFor(url: string, publicSiteUrl: string): Record<string, string> {
  // By path, not by content type: a 304 carries no type, and a browser merges the headers of a 304
  // into the cached page, so an API policy on it would disable the page's own scripts.
  const policy = isDocsPagePath(url) ? DOCS_PAGE_POLICY : isApiPath(url) ? API_POLICY : PAGE_POLICY;
  return {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // Page addresses can hold a regId: other sites never see them.
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    ...(publicSiteUrl.startsWith('https://')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/**
 * Security headers on every answer, pages and API alike (`securityHeadersFor`). Answers that carry personal
 * data also say `Cache-Control: no-store` (access-control.ts, auth routes).
 */
export default fp<{ publicSiteUrl: string }>(
  async function securityHeaders(app: FastifyInstance, options) {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.headers(securityHeadersFor(request.url, options.publicSiteUrl));
      return payload;
    });
  },
  { name: 'security-headers' },
);
