import type { Core } from '@strapi/strapi';

const WEBHOOK_NAME = 'Rebuild the public site';

/** Content changes that can change a page. The publisher debounces bursts and skips unchanged content. */
const WANTED_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.update',
  'media.delete',
];

interface Webhook {
  id: number | string;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
}

interface WebhookRunner {
  add(webhook: Webhook): void;
  update(webhook: Webhook): void;
}

interface WebhookStore {
  allowedEvents: Map<string, string>;
  findWebhooks(): Promise<Webhook[]>;
  createWebhook(data: Omit<Webhook, 'id'>): Promise<Webhook>;
  updateWebhook(id: Webhook['id'], data: Omit<Webhook, 'id'>): Promise<Webhook | null>;
}

/**
 * Points Strapi's "publish" at the site publisher (SITE_REBUILD_WEBHOOK_URL, bearer SITE_REBUILD_TOKEN), so
 * that staff see a published change live without a developer. Created once, corrected when the URL or
 * token changes; nothing happens without those variables (e.g. a CMS run on its own).
 */
export async function ensureRebuildWebhook(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env) {
  const url = env.SITE_REBUILD_WEBHOOK_URL?.trim();
  const token = env.SITE_REBUILD_TOKEN;
  if (!url || !token) return;

  const store = strapi.get('webhookStore') as WebhookStore;
  // The runner loaded the stored webhooks before bootstrap: tell it about a new or changed one, as the
  // admin's own webhook controller does.
  const runner = strapi.get('webhookRunner') as WebhookRunner;
  const allowed = new Set(store.allowedEvents.values());
  const wanted: Omit<Webhook, 'id'> = {
    name: WEBHOOK_NAME,
    url,
    headers: { Authorization: `Bearer ${token}` },
    events: WANTED_EVENTS.filter((event) => allowed.has(event)),
    isEnabled: true,
  };
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === WEBHOOK_NAME);
  if (!existing) {
    runner.add(await store.createWebhook(wanted));
    strapi.log.info(`webhook: "${WEBHOOK_NAME}" → ${url}`);
    return;
  }
  const same =
    existing.url === wanted.url &&
    existing.headers.Authorization === wanted.headers.Authorization &&
    existing.isEnabled &&
    wanted.events.every((event) => existing.events.includes(event));
  if (same) return;
  const updated = await store.updateWebhook(existing.id, wanted);
  if (updated) runner.update(updated);
}
