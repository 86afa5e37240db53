import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const nonces = new WeakMap<IncomingMessage, string>();

/**
 * Sets the headers every response of the provider carries, its own pages and oidc-provider's alike, and
 * returns the request's CSP nonce (the pages' one inline style sheet and the sign-out page's script use it).
 *
 * `script-src` must be present even where no page script runs: oidc-provider's auto-submitting forms
 * (form_post responses, sign-out without a session) add their script's hash to that directive and only to it.
 * `form-action` lists the client's origins because browsers also check the redirects that follow a form
 * submission: sign-in → /authorize/:uid → redirect_uri, sign-out → post_logout_redirect_uri.
 */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, formActionOrigins: string[]): string {
  const nonce = randomBytes(16).toString('base64');
  nonces.set(req, nonce);
  res.setHeader(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      `form-action 'self' ${formActionOrigins.join(' ')}`.trim(),
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Frame-Options', 'DENY');
  return nonce;
}

/** The nonce `applySecurityHeaders` made for this request (for pages rendered inside oidc-provider). */
export function cspNonceFor(req: IncomingMessage): string {
  const nonce = nonces.get(req);
  if (nonce === undefined) throw new Error('applySecurityHeaders was not called for this request');
  return nonce;
}
