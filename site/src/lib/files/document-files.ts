import type { Media } from '../cms/content-schemas.ts';

/**
 * Files (PDFs, documents) uploaded to the CMS are copied into the built site under /files/, because the
 * CMS is staff-only and pages must never point at it. The name keeps the upload's file name, which Strapi
 * already makes unique with a hash.
 */
export const FILES_DIR = 'files';

/** The file name the site publishes an upload under; safe as one URL path segment. */
export function documentFileName(url: string): string {
  const pathname = new URL(url, 'http://cms.invalid').pathname;
  const name = decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));
  const safe = name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '');
  if (!safe) throw new Error(`CMS upload "${url}" has no usable file name`);
  return safe;
}

/** The site-relative link to an upload copied into the build. */
export const documentHref = (media: Pick<Media, 'url'>) => `/${FILES_DIR}/${documentFileName(media.url)}`;

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
};

/** "PDF", "Word", …: told to the reader beside a download link, so nobody is surprised by a file. */
export const documentTypeName = (mime: string) => TYPE_NAMES[mime] ?? mime.split('/').pop()?.toUpperCase() ?? 'file';
