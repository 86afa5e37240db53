import { createHash } from 'node:crypto';
import { CONTENT_ENDPOINTS, contentPages } from '../src/lib/cms/cms-client.ts';

/**
 * A hash of everything the build reads from the CMS. Equal digests mean equal pages, so a webhook for a
 * change that touches no page (a draft saved, a contact address edited) costs no build.
 */
export async function contentDigest(cmsUrl: string): Promise<string> {
  const hash = createHash('sha256');
  for (const [type, endpoint] of Object.entries(CONTENT_ENDPOINTS)) {
    // Every page of a long list: an edit on its second page changes pages too.
    for (const { status, text } of await contentPages(`${cmsUrl}${endpoint}`)) {
      hash.update(type).update('\0').update(String(status)).update('\0').update(text);
    }
  }
  return hash.digest('hex');
}
