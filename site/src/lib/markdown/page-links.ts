/**
 * The site's own pages, as a link in CMS text may name them: a typo ("/maps" for /map) led visitors to the
 * 404 page and nobody was told (qa25a). The list is the pages folder's (page-links.test.ts holds them equal).
 */
export const SITE_PAGES: ReadonlySet<string> = new Set([
  '/',
  '/about',
  '/access-denied',
  '/account-already-exists',
  '/company-reg-edit',
  '/company-reg-new',
  '/consent-confirm',
  '/consent-form-hs',
  '/consent-form-ms',
  '/contact',
  '/contact-thank-you',
  '/error-404',
  '/error-500',
  '/exploring-post',
  '/grants',
  '/hs-chaperone-reg-edit',
  '/hs-chaperone-reg-new',
  '/hs-ind-reg-edit',
  '/hs-ind-reg-new',
  '/map',
  '/ms-group-reg-edit',
  '/ms-group-reg-new',
  '/ms-ind-reg-edit',
  '/ms-ind-reg-new',
  '/multiple',
  '/register',
  '/scholarship-application-edit',
  '/scholarship-application-new',
  '/scholarship-details',
  '/scholarships',
  '/signin',
  '/signup',
  '/staff',
  '/staff/check-in',
  '/thank-you',
  '/verify-age',
]);

/** Addresses under these are served, not pages: the CMS's downloads (/files/…) and the log-in (/auth/…). */
const SERVED_UNDER = ['/files/', '/auth/'];

/**
 * The addresses of this site that a markdown text links to and that are no page of it: "[map](/maps)". Links
 * to other sites, to a part of the same page (#…) and to mail are not this site's pages and are not looked at.
 */
export function unknownPagesIn(markdown: string): string[] {
  const unknown: string[] = [];
  for (const [, target] of markdown.matchAll(/\]\(\s*<?(\/(?!\/)[^)\s>]*)/g)) {
    const path = target!.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
    if (!SITE_PAGES.has(path) && !SERVED_UNDER.some((prefix) => path.startsWith(prefix))) unknown.push(target!);
  }
  return unknown;
}
