import { createHash } from 'node:crypto';
import type { ConsentText } from './content-schemas.ts';

/**
 * A consent text's version: its slug and the first 16 hex digits of the SHA-256 of its title and body, as
 * the page renders them. Computed at build time from the very text the page shows, so the version a form
 * sends can only name that text; any edit in the CMS (which rebuilds the site) is a new version, without
 * staff doing anything. Build-time only (node:crypto); the islands get the result as a prop.
 */
export function consentTextVersionOf(text: Pick<ConsentText, 'slug' | 'title' | 'body'>): string {
  const hash = createHash('sha256').update(`${text.title}\n\n${text.body}`, 'utf8').digest('hex');
  return `${text.slug}@${hash.slice(0, 16)}`;
}
