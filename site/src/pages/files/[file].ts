import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { CmsContentError, getGrantsPage, getScholarshipPage, mediaUrl } from '../../lib/cms/cms-client.ts';
import type { Media } from '../../lib/cms/content-schemas.ts';
import { documentFileName } from '../../lib/files/document-files.ts';

/**
 * Every document the pages link to (scholarship criteria, Rube Goldberg forms), fetched from the CMS at
 * build time and written into the site as /files/<name>: the CMS itself is staff-only.
 */
export const getStaticPaths = (async () => {
  const [scholarship, grants] = await Promise.all([getScholarshipPage(), getGrantsPage()]);
  const files = new Map<string, Media>();
  for (const media of [scholarship.criteriaDocument, ...grants.downloads.map((d) => d.file)]) {
    const name = documentFileName(media.url);
    const known = files.get(name);
    if (known && known.url !== media.url) {
      throw new CmsContentError(`CMS uploads ${known.url} and ${media.url} would both publish as /files/${name}`);
    }
    files.set(name, media);
  }
  return [...files].map(([file, media]) => ({
    params: { file },
    props: { url: mediaUrl(media.url), mime: media.mime },
  }));
}) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) => {
  const response = await fetch(props.url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new CmsContentError(`CMS upload ${props.url} answered ${response.status}`);
  return new Response(await response.arrayBuffer(), { headers: { 'content-type': props.mime } });
};
