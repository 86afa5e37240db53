import type { Core } from '@strapi/strapi';

/** What the site publisher says at GET /status (site/publisher/publisher-server.ts). */
export interface PublisherStatus {
  busy: boolean;
  lastBuild: { builtAt: string } | null;
  lastError: { at: string; message: string } | null;
}

/** What the admin's "Public site" panel says (src/admin/site-status-panel.tsx). */
export type SiteStatus =
  /** `failed`: the last build's failure, which stands until a build goes live (a draft's save builds nothing). */
  | { state: 'publishing'; liveSince: string | null; failed?: { failedAt: string; problem: string } }
  | { state: 'live'; liveSince: string }
  | { state: 'failed'; liveSince: string | null; failedAt: string; problem: string }
  | { state: 'unknown' };

export const BUILD_FAILED_IN_GENERAL =
  'The site could not be rebuilt. A developer can read why in the site publisher’s log.';

/**
 * The part of a failed build's message an editor can act on: the site's own words on the content that does
 * not fit ('CMS content "grants-page" does not fit the site:' and the fields it names), which the publisher
 * has already cut from the build's output (`buildFailureOf`, site/publisher/site-builder.ts), without the
 * log's path; a general sentence for a build that failed for another reason.
 */
export function contentProblemOf(message: string): string {
  const start = message.indexOf('CMS content "');
  if (start === -1) return BUILD_FAILED_IN_GENERAL;
  const lines = message.slice(start).split('\n');
  const end = lines.findIndex((line) => line.startsWith('Full log:'));
  return lines
    .slice(0, end === -1 ? undefined : end)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 10)
    .join('\n');
}

/**
 * The publisher's status as the panel reads it: a failure stands until a later build goes live, also while the
 * publisher is busy (qa26a: a draft saved after a failed publish turned the panel to "Checking…" and hid the
 * failure, and the editor took the saved draft for the fix going live).
 */
export function siteStatusOf(status: PublisherStatus): SiteStatus {
  const liveSince = status.lastBuild?.builtAt ?? null;
  const failed = status.lastError
    ? { failedAt: status.lastError.at, problem: contentProblemOf(status.lastError.message) }
    : undefined;
  if (status.busy) return { state: 'publishing', liveSince, ...(failed ? { failed } : {}) };
  if (failed) return { state: 'failed', liveSince, ...failed };
  return liveSince ? { state: 'live', liveSince } : { state: 'unknown' };
}

/** The publisher's status address: the rebuild webhook's, at /status; none without the webhook. */
export const publisherStatusUrl = (env: NodeJS.ProcessEnv) => {
  const hook = env.SITE_REBUILD_WEBHOOK_URL?.trim();
  return hook && /\/rebuild\/?$/.test(hook) ? hook.replace(/\/rebuild\/?$/, '/status') : undefined;
};

/**
 * GET /site-status, for signed-in admins only: whether the site shows what was published, is still being
 * rebuilt, or could not be rebuilt and why. "Published" in the admin says only that the CMS stored it: a
 * change the site's build refused (an image left without alternative text) stopped every later publish from
 * going live, and nobody was told (qa20a). The panel beside each entry asks this every few seconds.
 */
export function serveSiteStatus(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): void {
  const statusUrl = publisherStatusUrl(env);
  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'GET',
        path: '/site-status',
        handler: async (ctx: { set(name: string, value: string): void; body: unknown }) => {
          ctx.set('cache-control', 'no-store');
          ctx.body = await askPublisher(statusUrl);
        },
        info: { type: 'admin' },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

async function askPublisher(statusUrl: string | undefined): Promise<SiteStatus> {
  if (!statusUrl) return { state: 'unknown' };
  try {
    const response = await fetch(statusUrl, { signal: AbortSignal.timeout(3000) });
    return response.ok ? siteStatusOf((await response.json()) as PublisherStatus) : { state: 'unknown' };
  } catch {
    return { state: 'unknown' };
  }
}
