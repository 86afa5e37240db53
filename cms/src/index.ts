import type { Core } from '@strapi/strapi';
import {
  archiveConsentTextsOnPublish,
  archivePublishedConsentTexts,
  keepConsentTextArchiveReadOnly,
} from './bootstrap/consent-text-archive';
import { ensureEditorCanEditContent } from './bootstrap/editor-permissions';
import { helpEditors } from './bootstrap/editor-labels';
import { keepCatalogueIdsApart } from './bootstrap/catalogue-rules';
import { keepEventsWhole } from './bootstrap/event-rules';
import { keepPagesPublished } from './bootstrap/page-rules';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { enforcePrivateContent, enforcePublicReadOnly } from './bootstrap/public-permissions';
import { ensureRebuildWebhook } from './bootstrap/rebuild-webhook';
import { ensureRegistrationApiToken } from './bootstrap/registration-api-token';
import { readSeedFile, seedContent } from './bootstrap/seed';
import { serveSiteStatus } from './bootstrap/site-status';
import { keepRequiredTextsWritten } from './bootstrap/text-rules';
import { migrateEventTimeFields } from './migrations/event-time-fields';
import { setDayOfTabTimeReadings } from './migrations/day-of-tab-time-reading';

export default {
  /** Data migrations run before Strapi syncs the database schema with the content types. */
  register({ strapi }: { strapi: Core.Strapi }) {
    strapi
      .hook('strapi::content-types.beforeSync')
      .register(({ oldContentTypes }: { oldContentTypes?: Parameters<typeof migrateEventTimeFields>[1] }) =>
        migrateEventTimeFields(strapi, oldContentTypes),
      );
    // A consent text's every published wording is kept: what a parent signed stays readable after an edit.
    archiveConsentTextsOnPublish(strapi);
    // A required text is never only spaces, nor empty once published (text-rules.ts says why).
    keepRequiredTextsWritten(strapi);
    // An event's date is plausible, its times run forward, and it stays published (event-rules.ts says why).
    keepEventsWhole(strapi);
    // A page the site is built from stays published (page-rules.ts says why).
    keepPagesPublished(strapi);
    // A catalogue item's id is its own in its list (catalogue-rules.ts says why).
    keepCatalogueIdsApart(strapi);
    // The admin can ask whether a published change is live on the site (site-status.ts says why).
    serveSiteStatus(strapi);
  },

  /** Runs at every boot; each step is idempotent, so a second boot changes nothing. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const seed = readSeedFile(strapi.dirs.app.root);
    await seedContent(strapi, seed);
    // Day Of Event tabs from before their time reading existed get their day's (SPEC §9).
    await setDayOfTabTimeReadings(strapi);
    // A database from before the archive existed: its published wordings are the first entries.
    await archivePublishedConsentTexts(strapi);
    await enforcePublicReadOnly(strapi, seed.publicRead);
    await enforcePrivateContent(strapi);
    await ensureEditorCanEditContent(strapi);
    await helpEditors(strapi);
    await keepConsentTextArchiveReadOnly(strapi);
    await ensureFirstAdmin(strapi);
    await ensureRebuildWebhook(strapi);
    await ensureRegistrationApiToken(strapi);
  },
};
