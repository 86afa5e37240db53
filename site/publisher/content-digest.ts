import { createHash } from 'node:crypto';
import { CONTENT_ENDPOINTS } from '../src/lib/cms/cms-client.ts';

/**
 * A hash of everything the build reads from the CMS. Equal digests mean equal pages, so a webhook for a
 * change that touches no page (a draft saved, a catalogue edited) costs no build.
 */
export async function contentDigest(cmsUrl: string): Promise<string> {
  const hash = createHash('sha256');
  for (const [type, endpoint] of Object.entries(CONTENT_ENDPOINTS)) {
    const response = await fetch(`${cmsUrl}${endpoint}`, { signal: AbortSignal.timeout(10_000) });
    hash
      .update(type)
      .update('\0')
      .update(String(response.status))
      .update('\0')
      .update(await response.text());
  }
  return hash.digest('hex');
}
