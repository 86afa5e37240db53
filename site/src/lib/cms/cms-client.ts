import * as v from 'valibot';
import { SiteSettingsSchema, type SiteSettings } from '@stem/shared';

/** Where the build reads content: the CMS's REST API (DESIGN.md §3). Pages never call it from the browser. */
export const cmsUrl = () => (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');

/** The content the build reads, by content type: the single place that lists CMS endpoints. */
export const CONTENT_ENDPOINTS = {
  'site-setting': '/api/site-setting',
} as const;

export type ContentType = keyof typeof CONTENT_ENDPOINTS;

/** Thrown when the CMS cannot be read or its content does not fit: fails the build with a readable message. */
export class CmsContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CmsContentError';
  }
}

async function fetchContent(type: ContentType): Promise<unknown> {
  const url = `${cmsUrl()}${CONTENT_ENDPOINTS[type]}`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new CmsContentError(`CMS content "${type}": the CMS did not answer at ${url} (${(error as Error).message})`);
  }
  if (response.status === 404) {
    throw new CmsContentError(`CMS content "${type}": nothing published at ${url} (publish it in the admin)`);
  }
  if (!response.ok) throw new CmsContentError(`CMS content "${type}": ${url} answered ${response.status}`);
  const body = (await response.json()) as { data?: unknown };
  return body.data;
}

/** Validates CMS content against its schema; a problem names the content type and the field. */
export function parseContent<S extends v.GenericSchema>(type: ContentType, schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => {
    const field = v.getDotPath(issue) ?? '(the entry itself)';
    return `  field "${field}": ${issue.message}`;
  });
  throw new CmsContentError(`CMS content "${type}" does not fit the site:\n${problems.join('\n')}`);
}

let settings: Promise<SiteSettings> | undefined;

/** Site settings (year label, switches). Read once per build. */
export function getSiteSettings(): Promise<SiteSettings> {
  settings ??= fetchContent('site-setting').then((data) => parseContent('site-setting', SiteSettingsSchema, data));
  return settings;
}
