import { createHash } from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';

const CONSENT_TEXT = 'api::consent-text.consent-text' as const;
export const CONSENT_TEXT_ARCHIVE = 'api::consent-text-archive.consent-text-archive' as const;

/** The only content-manager action any role other than Super Admin holds on the archive. */
export const CONSENT_TEXT_ARCHIVE_READ = 'plugin::content-manager.explorer.read';

interface ConsentTextFields {
  slug: string;
  title: string;
  body: string;
}

/**
 * A consent text's version: `<slug>@` and the first 16 hex digits of the SHA-256 of its title and body.
 * The site computes the same value from the published text it renders (site/src/lib/cms/consent-text-version.ts)
 * and a form sends it with a signature; the CMS is compiled on its own (CommonJS), so the three lines live
 * in both, and content-contract.test.ts holds them to the same result for every seeded and edited text.
 */
export function consentTextVersion(text: ConsentTextFields): string {
  const hash = createHash('sha256').update(`${text.title}\n\n${text.body}`, 'utf8').digest('hex');
  return `${text.slug}@${hash.slice(0, 16)}`;
}

/**
 * Adds every published consent text whose wording is not in the archive yet. Idempotent: a version is its
 * wording's hash, so a republish of the same words, a second boot or a concurrent call adds nothing; an
 * entry is never changed or removed, so whatever a signature names stays readable after staff edit it.
 */
export async function archivePublishedConsentTexts(strapi: Core.Strapi): Promise<void> {
  const published = (await strapi
    .documents(CONSENT_TEXT as UID.CollectionType)
    .findMany({ status: 'published', fields: ['slug', 'title', 'body'] })) as unknown as ConsentTextFields[];
  const archive = strapi.documents(CONSENT_TEXT_ARCHIVE as UID.CollectionType);
  for (const text of published) {
    const version = consentTextVersion(text);
    const known = await archive.findFirst({ filters: { version }, fields: ['version'] });
    if (known) continue;
    await archive.create({
      data: { version, slug: text.slug, title: text.title, body: text.body, firstPublishedAt: new Date() },
    } as never);
    strapi.log.info(`consent texts: archived ${version}`);
  }
}

/** Document Service actions that can change what is published. */
const WRITES = new Set(['create', 'update', 'publish', 'unpublish', 'discardDraft', 'delete']);

/**
 * Archives the published wording after every write to a consent text, whatever made it (the admin's
 * "Publish", the seed, a script), before the site's rebuild can show it. Registered in `register()`.
 */
export function archiveConsentTextsOnPublish(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.uid === CONSENT_TEXT && WRITES.has(context.action)) await archivePublishedConsentTexts(strapi);
    return result;
  });
}

/**
 * The archive is a record, not content: Strapi gives its default Editor and Author roles every action on a
 * type that exists when it creates them, and a super admin may tick one by mistake. Every boot removes any
 * action but read on the archive from every role other than Super Admin (who can do anything in Strapi).
 */
export async function keepConsentTextArchiveReadOnly(strapi: Core.Strapi): Promise<void> {
  const permissions = strapi.db.query('admin::permission');
  const granted: Array<{ id: number; action: string; role: { code: string } | null }> = await permissions.findMany({
    where: { subject: CONSENT_TEXT_ARCHIVE, action: { $ne: CONSENT_TEXT_ARCHIVE_READ } },
    populate: ['role'],
  });
  for (const permission of granted) {
    if (permission.role?.code === 'strapi-super-admin') continue;
    await permissions.delete({ where: { id: permission.id } });
    strapi.log.warn(`admin: removed ${permission.action} on the consent text archive from ${permission.role?.code}`);
  }
}
