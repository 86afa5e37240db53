import fs from 'node:fs';
import Database from 'better-sqlite3';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CatalogItemSchema,
  CONTACT_SUBJECT_VALUES,
  DataRetentionSchema,
  InvoiceSettingsSchema,
  REG_TYPES,
  SiteSettingsSchema,
  SponsorshipTierTermsSchema,
  UsStateSchema,
} from '@stem/shared';
import {
  contentPages,
  CONTENT_ENDPOINTS,
  getCatalogues,
  parseContent,
  type ContentType,
} from '@stem/site/lib/cms/cms-client';
import {
  AboutPageSchema,
  ConsentTextSchema,
  DayOfEventPageSchema,
  EventSchema,
  ExplorerPostPageSchema,
  FaqEntrySchema,
  FooterSchema,
  GrantsPageSchema,
  HomePageSchema,
  ScholarshipCriteriaPageSchema,
  ScholarshipPageSchema,
  SponsorSchema,
  SponsorshipTierSchema,
  type ConsentText,
} from '@stem/site/lib/cms/content-schemas';
import { consentTextVersionOf } from '@stem/site/lib/cms/consent-text-version';
import { TestCms } from './test-support/test-cms.ts';

/**
 * The CMS against the contract the site builds from (site/src/lib/cms): the real Strapi, booted from its
 * build on a fresh SQLite file and a throwaway uploads folder, seeded once, then booted a second time.
 */
const cms = new TestCms('contract.admin@example.org');
const { base, admin, databaseFile } = cms;
const boot = () => cms.boot();
const shutdown = () => cms.stop();

// Loose on purpose: each test states what it reads from a body.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

async function call(method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
}
const get = (url: string, token?: string) => call('GET', url, token);

async function login(email: string, password: string): Promise<string> {
  const { status, body } = await call('POST', '/admin/login', undefined, { email, password });
  expect(status).toBe(200);
  return body.data.token;
}

const SCHEMAS: Record<ContentType, v.GenericSchema> = {
  'site-setting': SiteSettingsSchema,
  footer: FooterSchema,
  event: v.array(EventSchema),
  'faq-entry': v.array(FaqEntrySchema),
  'consent-text': v.array(ConsentTextSchema),
  'home-page': HomePageSchema,
  'about-page': AboutPageSchema,
  'scholarship-page': ScholarshipPageSchema,
  'scholarship-criteria-page': ScholarshipCriteriaPageSchema,
  'sponsorship-tier': v.array(SponsorshipTierSchema),
  sponsor: v.array(SponsorSchema),
  'us-state': v.array(UsStateSchema),
  'grants-page': GrantsPageSchema,
  'explorer-post-page': ExplorerPostPageSchema,
  'day-of-event-page': DayOfEventPageSchema,
  'catalog-item': v.array(CatalogItemSchema),
};

/** Single types first, then collection types. */
const SINGLE_TYPE_COUNT = 11;
const API_TYPES = [
  'site-setting',
  'footer',
  'home-page',
  'about-page',
  'scholarship-page',
  'scholarship-criteria-page',
  'grants-page',
  'explorer-post-page',
  'day-of-event-page',
  'sponsorship-invoice',
  'data-retention',
  'event',
  'faq-entry',
  'consent-text',
  'sponsorship-tier',
  'sponsor',
  'catalog-item',
  'us-state',
  'contact-recipient',
  'consent-text-archive',
].map((name) => `api::${name}.${name}`);

/**
 * Content no public request may read: the contact addresses (only the registration API's token:
 * cms-boot.test.ts) and the consent text archive (the organisers' record, through the admin).
 */
const PRIVATE_TYPES = ['api::contact-recipient.contact-recipient', 'api::consent-text-archive.consent-text-archive'];
const ARCHIVE = 'api::consent-text-archive.consent-text-archive';
const archiveModel = `/content-manager/collection-types/${ARCHIVE}`;
const consentModel = '/content-manager/collection-types/api::consent-text.consent-text';

const faqModel = '/content-manager/collection-types/api::faq-entry.faq-entry';
const catalog = async (category: string) =>
  (await get(`/api/catalog-items?filters[category][$eq]=${category}&sort=itemId&pagination[pageSize]=100`)).body
    .data as Array<v.InferOutput<typeof CatalogItemSchema>>;

describe('CMS content model and seed', () => {
  let token: string;

  beforeAll(async () => {
    await boot();
    token = await login(admin.email, admin.password);
  });
  afterAll(async () => {
    await cms.dispose();
  });

  it.each(Object.keys(CONTENT_ENDPOINTS) as ContentType[])(
    'serves "%s" at its site URL in the shape the site expects',
    async (type) => {
      const { status, body } = await get(CONTENT_ENDPOINTS[type]);
      expect(status).toBe(200);
      expect(() => parseContent(type, SCHEMAS[type], body.data)).not.toThrow();
    },
  );

  it('a list longer than one page is read page by page, whole (by the build and by the publisher digest)', async () => {
    const pages = await contentPages(`${base}/api/us-states?sort=stateId&pagination[pageSize]=20`);
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200]);
    const ids = pages.flatMap((page) => (JSON.parse(page.text) as Body).data.map((state: Body) => state.stateId));
    expect(ids).toEqual(Array.from({ length: 51 }, (_, index) => index + 1));
  });

  it('builds form pages with the same catalogue entries the API serves: active ones, by itemId', async () => {
    const before = process.env.CMS_URL;
    process.env.CMS_URL = base;
    const built = await getCatalogues(['MIDSCH', 'LUNCH']).finally(() => {
      if (before === undefined) delete process.env.CMS_URL;
      else process.env.CMS_URL = before;
    });
    const schools = (await catalog('MIDSCH')).filter((item) => item.isActive);
    expect(built.MIDSCH).toEqual(
      schools.map((item) => ({
        value: String(item.itemId),
        label: item.title,
        offersTranslation: item.offersTranslation,
      })),
    );
    expect(built.MIDSCH.some((choice) => choice.offersTranslation)).toBe(true);
    const lunches = (await catalog('LUNCH')).filter((item) => item.isActive);
    expect(built.LUNCH).toEqual(lunches.map((item) => ({ value: String(item.itemId), label: item.title })));
  });

  it('seeds both events, both FAQ sections with all four accordions, and the three tiers', async () => {
    const events = (await get(CONTENT_ENDPOINTS.event)).body.data;
    expect(events.map((e: Body) => [e.slug, e.eventDate, e.grades])).toEqual([
      ['high-school', '2026-02-21', '9-12'],
      ['middle-school', '2026-04-25', '6-8'],
    ]);
    const faq: Array<{ section: string; accordion: string }> = (await get(CONTENT_ENDPOINTS['faq-entry'])).body.data;
    for (const section of ['ms', 'hs']) {
      expect(new Set(faq.filter((e) => e.section === section).map((e) => e.accordion)).size).toBe(4);
    }
    const tiers = (await get(CONTENT_ENDPOINTS['sponsorship-tier'])).body.data;
    expect(tiers.map((t: Body) => [t.code, t.name, t.price, t.studentsSupported])).toEqual([
      [0, 'Blue', 500, 15],
      [1, 'Gold', 750, 25],
      [2, 'Wingfoot', 1050, 35],
    ]);
  });

  it('serves what the registration API invoices: the tiers’ terms by code and the invoice settings', async () => {
    // The URLs registration-api/src/cms/cms-reader.ts reads.
    const tiers = (await get('/api/sponsorship-tiers?sort=code&pagination[pageSize]=20')).body.data;
    expect(v.parse(v.array(SponsorshipTierTermsSchema), tiers).map((tier) => tier.code)).toEqual([0, 1, 2]);
    const settings = v.parse(InvoiceSettingsSchema, (await get('/api/sponsorship-invoice')).body.data);
    expect(settings).toMatchObject({ issuerName: 'STEM Career Day', paymentDueDays: 30 });
    expect(settings.paymentInstructions).toContain('invoice number');
  });

  it('serves what the retention job reads: one year by default and for every kind', async () => {
    // The URL registration-api/src/cms/cms-reader.ts reads.
    const retention = v.parse(DataRetentionSchema, (await get('/api/data-retention?populate=periods')).body.data);
    expect(retention.defaultMonths).toBe(12);
    expect(retention.periods.map((period) => period.regType).sort()).toEqual([...REG_TYPES].sort());
    expect(new Set(retention.periods.map((period) => period.months))).toEqual(new Set([12]));
  });

  it.each([
    ['MSGRADE', ['6th', '7th', '8th']],
    ['HSGRADE', ['9th', '10th', '11th', '12th']],
    ['TSHIRT', ['S', 'M', 'L', 'XL', '2XL', '3XL']],
    ['LUNCH', ['Deli Sandwich', 'Vegetarian', 'Gluten Free']],
  ])('serves catalogue %s with the form ids 1 to n', async (category, titles) => {
    const items = await catalog(category);
    for (const item of items) v.parse(CatalogItemSchema, item);
    expect(items.map((item) => [item.itemId, item.title])).toEqual(titles.map((title, i) => [i + 1, title]));
  });

  it.each(['MIDSCH', 'HIGHSCH'])('serves schools in %s, nine of them offering translation', async (category) => {
    const schools = await catalog(category);
    for (const school of schools) v.parse(CatalogItemSchema, school);
    expect(schools.length).toBeGreaterThanOrEqual(10);
    expect(new Set(schools.map((s) => s.itemId)).size).toBe(schools.length);
    expect(schools.filter((s) => s.offersTranslation)).toHaveLength(9);
  });

  it('serves the 51 US states including DC, ids 1 to 51 in alphabetical order', async () => {
    const states: Array<v.InferOutput<typeof UsStateSchema>> = (
      await get('/api/us-states?sort=stateId&pagination[pageSize]=100')
    ).body.data;
    for (const state of states) v.parse(UsStateSchema, state);
    expect(states.map((s) => s.stateId)).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
    expect(states.map((s) => s.title)).toEqual(states.map((s) => s.title).sort((a, b) => a.localeCompare(b)));
    expect(states.find((s) => s.code === 'DC')).toMatchObject({ title: 'District of Columbia', isActive: true });
    expect(states.find((s) => s.code === 'OH')).toMatchObject({ title: 'Ohio' });
  });

  it('offers exactly the contact form’s subjects, each at most once', async () => {
    const schema = JSON.parse(
      fs.readFileSync(
        new URL('./api/contact-recipient/content-types/contact-recipient/schema.json', import.meta.url),
        'utf8',
      ),
    ) as { attributes: { subject: { enum: string[]; unique: boolean; required: boolean } } };
    expect(schema.attributes.subject).toMatchObject({ enum: CONTACT_SUBJECT_VALUES, unique: true, required: true });
  });

  it('keeps a draft FAQ entry off the public API until it is published', async () => {
    const question = 'Is this draft question visible?';
    const draft = { section: 'ms', accordion: 'who-can-attend', question, answer: 'Not yet.', order: 999 };
    const created = await call('POST', faqModel, token, draft);
    expect(created.status).toBe(201);
    const documentId: string = created.body.data.documentId;

    const publicList = async () =>
      ((await get(CONTENT_ENDPOINTS['faq-entry'])).body.data as Array<{ question: string }>).map((e) => e.question);
    expect(await publicList()).not.toContain(question);
    expect((await get(`/api/faq-entries/${documentId}`)).status).toBe(404);

    expect((await call('POST', `${faqModel}/${documentId}/actions/publish`, token, draft)).status).toBe(200);
    expect(await publicList()).toContain(question);
  });

  it.each([
    ['POST', '/api/faq-entries'],
    ['PUT', '/api/faq-entries/:documentId'],
    ['DELETE', '/api/faq-entries/:documentId'],
    ['PUT', '/api/footer'],
    ['DELETE', '/api/footer'],
    ['POST', '/api/catalog-items'],
  ])('refuses a public %s %s and changes nothing', async (method, url) => {
    const snapshot = async () => [(await get(CONTENT_ENDPOINTS['faq-entry'])).body, (await get('/api/footer')).body];
    const before = await snapshot();
    const documentId = before[0].data[0].documentId;
    const response = await call(method, url.replace(':documentId', documentId), undefined, {
      data: { question: 'hacked', answer: 'hacked', text: 'hacked', title: 'hacked' },
    });
    expect([401, 403, 404, 405]).toContain(response.status);
    expect(await snapshot()).toEqual(before);
  });

  it('grants the public role find (and findOne on collections) on every public content type, nothing else', async () => {
    const roles = (await get('/users-permissions/roles', token)).body.roles as Array<{ id: number; type: string }>;
    const publicRole = roles.find((role) => role.type === 'public')!;
    const tree = (await get(`/users-permissions/roles/${publicRole.id}`, token)).body.role.permissions as Record<
      string,
      { controllers: Record<string, Record<string, { enabled: boolean }>> }
    >;
    const granted = Object.entries(tree)
      .filter(([api]) => api.startsWith('api::'))
      .flatMap(([api, { controllers }]) =>
        Object.entries(controllers).flatMap(([controller, actions]) =>
          Object.entries(actions)
            .filter(([, { enabled }]) => enabled)
            .map(([action]) => `${api}.${controller}.${action}`),
        ),
      );
    const singleTypes = API_TYPES.slice(0, SINGLE_TYPE_COUNT).map((uid) => `${uid}.find`);
    const collections = API_TYPES.slice(SINGLE_TYPE_COUNT)
      .filter((uid) => !PRIVATE_TYPES.includes(uid))
      .flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]);
    expect(granted.sort()).toEqual([...singleTypes, ...collections].sort());
  });

  it('lets the Editor role edit and publish every content type, and manage nothing else', async () => {
    const roles = (await get('/admin/roles', token)).body.data as Array<{ id: number; code: string }>;
    const editorRole = roles.find((role) => role.code === 'strapi-editor')!;
    const invited = await call('POST', '/admin/users', token, {
      firstname: 'Comms',
      lastname: 'Editor',
      email: 'comms.editor@example.org',
      roles: [editorRole.id],
    });
    expect(invited.status).toBe(201);
    const registered = await call('POST', '/admin/register', undefined, {
      registrationToken: invited.body.data.registrationToken,
      userInfo: { firstname: 'Comms', lastname: 'Editor', password: 'Editor-Pass-1' },
    });
    expect(registered.status).toBe(200);
    const editor: string = registered.body.data.token;

    const permissions = (await get('/admin/users/me/permissions', editor)).body.data as Array<{
      action: string;
      subject: string | null;
    }>;
    for (const uid of API_TYPES) {
      const actions = permissions.filter((p) => p.subject === uid).map((p) => p.action.split('.').pop());
      // The consent text archive is a record the CMS writes itself: the Editor reads it, nothing more.
      expect(actions.sort(), uid).toEqual(
        uid === ARCHIVE ? ['read'] : ['create', 'delete', 'publish', 'read', 'update'],
      );
    }
    const archived = (await get(`${archiveModel}?pageSize=100`, editor)).body.results as Array<Body>;
    expect(archived.length).toBeGreaterThanOrEqual(4);
    const forged = {
      ...pick(archived[0], ['version', 'slug', 'title', 'firstPublishedAt']),
      body: 'Nothing to agree to.',
    };
    expect((await call('POST', archiveModel, editor, forged)).status).toBe(403);
    expect((await call('PUT', `${archiveModel}/${archived[0].documentId}`, editor, forged)).status).toBe(403);
    expect((await call('DELETE', `${archiveModel}/${archived[0].documentId}`, editor)).status).toBe(403);
    expect((await get(`${archiveModel}/${archived[0].documentId}`, token)).body.data.body).toBe(archived[0].body);
    const administrative = permissions.filter((p) =>
      /^(admin::(users|roles|webhooks|api-tokens|transfer|project-settings|marketplace)|plugin::(users-permissions|content-type-builder|email|i18n\.locale))/.test(
        p.action,
      ),
    );
    expect(administrative).toEqual([]);

    // An edit and publish as the editor, through the admin's own API.
    const entry = (await get(`${faqModel}?pageSize=1&sort=order:asc`, editor)).body.results[0];
    const edited = {
      ...pick(entry, ['section', 'accordion', 'question', 'order']),
      answer: `${entry.answer}\n\nEdited.`,
    };
    expect((await call('POST', `${faqModel}/${entry.documentId}/actions/publish`, editor, edited)).status).toBe(200);
    const footerModel = '/content-manager/single-types/api::footer.footer';
    const footer = (await get(footerModel, editor)).body.data;
    // The text, and where the students' thank-you page sends them for university info (unset in the seed).
    const footerEdit = {
      ...pick(footer, ['privacyPolicyUrl']),
      text: `${footer.text} Thank you.`,
      universityInfoUrl: 'https://university.example/request-info',
    };
    expect((await call('POST', `${footerModel}/actions/publish`, editor, footerEdit)).status).toBe(200);
    const published = v.parse(FooterSchema, (await get('/api/footer')).body.data);
    expect(published).toMatchObject({ text: footerEdit.text, universityInfoUrl: footerEdit.universityInfoUrl });

    // The organisers' address of a contact subject, which only the registration API's token reads.
    const recipientsModel = '/content-manager/collection-types/api::contact-recipient.contact-recipient';
    const msReg = (await get(`${recipientsModel}?filters[subject][$eq]=ms-reg`, editor)).body.results[0];
    const moved = { subject: 'ms-reg', email: 'middle.school.team@careerday.example.org' };
    expect((await call('PUT', `${recipientsModel}/${msReg.documentId}`, editor, moved)).status).toBe(200);
    const asApi = (await get('/api/contact-recipients', cms.apiToken)).body.data as Array<Body>;
    expect(asApi.find((entry) => entry.subject === 'ms-reg').email).toBe(moved.email);

    for (const url of [
      '/admin/users',
      '/admin/roles',
      '/admin/webhooks',
      '/admin/api-tokens',
      '/users-permissions/roles',
    ]) {
      expect((await get(url, editor)).status, url).toBe(403);
    }
    expect(
      (await call('POST', '/admin/webhooks', editor, { name: 'x', url: 'http://127.0.0.1:9/', events: [] })).status,
    ).toBe(403);
  });

  it('archives every published consent text under the version the site shows, and keeps each earlier wording', async () => {
    const archived = async () => (await get(`${archiveModel}?pageSize=100`, token)).body.results as Array<Body>;
    const entryOf = (entries: Array<Body>, text: ConsentText) =>
      entries.find((entry) => entry.version === consentTextVersionOf(text));
    const publicTexts = async () => (await get(CONTENT_ENDPOINTS['consent-text'])).body.data as ConsentText[];

    const seeded = await publicTexts();
    const first = await archived();
    expect(first.map((entry) => entry.version).sort()).toEqual(seeded.map(consentTextVersionOf).sort());
    for (const text of seeded) expect(entryOf(first, text)).toMatchObject(pick(text, ['slug', 'title', 'body']));

    // Staff edit the middle school consent: a saved draft is shown to no one, so nothing is archived yet.
    const draft = (await get(`${consentModel}?filters[slug][$eq]=ms-student`, token)).body.results[0];
    const edited = {
      ...pick(draft, ['slug', 'title']),
      body: `${draft.body}\n\nPhotographs taken on the day may be published.`,
    };
    expect((await call('PUT', `${consentModel}/${draft.documentId}`, token, edited)).status).toBe(200);
    expect(await archived()).toHaveLength(first.length);

    expect((await call('POST', `${consentModel}/${draft.documentId}/actions/publish`, token, edited)).status).toBe(200);
    const shown = (await publicTexts()).find((text) => text.slug === 'ms-student')!;
    expect(shown.body).toBe(edited.body);
    const after = await archived();
    expect(after).toHaveLength(first.length + 1);
    expect(entryOf(after, shown)).toMatchObject({ slug: 'ms-student', body: edited.body });
    // What a parent signed before the edit still reads as it did.
    const before = seeded.find((text) => text.slug === 'ms-student')!;
    expect(entryOf(after, before)).toMatchObject({ body: before.body });
    expect(entryOf(after, before).firstPublishedAt <= entryOf(after, shown).firstPublishedAt).toBe(true);

    // The same words published again are the same version: nothing added.
    expect((await call('POST', `${consentModel}/${draft.documentId}/actions/publish`, token, edited)).status).toBe(200);
    expect(await archived()).toHaveLength(first.length + 1);

    // Never public.
    expect([401, 403, 404]).toContain((await get('/api/consent-text-archives')).status);
  });

  it('changes nothing on a second boot and never brings back what staff changed', async () => {
    // Staff rename a seeded FAQ question; a super admin takes the footer away from the Editor role.
    const first = (await get(`${faqModel}?pageSize=1&sort=order:asc`, token)).body.results[0];
    const renamed = { ...pick(first, ['section', 'accordion', 'answer', 'order']), question: 'Renamed by staff?' };
    expect((await call('POST', `${faqModel}/${first.documentId}/actions/publish`, token, renamed)).status).toBe(200);

    const roles = (await get('/admin/roles', token)).body.data as Array<{ id: number; code: string }>;
    const editorRole = roles.find((role) => role.code === 'strapi-editor')!;
    const editorActions = async (subject: string) =>
      ((await get(`/admin/roles/${editorRole.id}/permissions`, token)).body.data as Array<Body>)
        .filter((p) => p.subject === subject)
        .map((p) => p.action as string)
        .sort();
    // The about page is taken away too, below, as if the database predated it.
    const kept = ((await get(`/admin/roles/${editorRole.id}/permissions`, token)).body.data as Array<Body>)
      .filter((p) => p.subject !== 'api::footer.footer' && p.subject !== 'api::about-page.about-page')
      .map((p) => pick(p, ['action', 'subject', 'properties', 'conditions']));
    const narrowed = await call('PUT', `/admin/roles/${editorRole.id}/permissions`, token, { permissions: kept });
    expect(narrowed.status).toBe(200);

    const snapshot = async () => ({
      content: await Promise.all(Object.values(CONTENT_ENDPOINTS).map(async (url) => (await get(url)).body)),
      catalogue: (await get('/api/catalog-items?pagination[pageSize]=1')).body.meta,
      states: (await get('/api/us-states?pagination[pageSize]=1')).body.meta,
      faqDocuments: (await get(`${faqModel}?pageSize=1`, token)).body.pagination,
      files: (await get('/upload/files?pageSize=1', token)).body.pagination,
      editorFooter: await editorActions('api::footer.footer'),
      consentArchive: (await get(`${archiveModel}?pageSize=100`, token)).body.results.map((entry: Body) =>
        pick(entry, ['version', 'body', 'firstPublishedAt']),
      ),
      editorArchive: await editorActions(ARCHIVE),
    });
    const before = await snapshot();
    expect(before.editorFooter).toEqual([]);
    await shutdown();

    // A database from before the about page existed: the Editor never had it, and the grant ledger never saw it.
    const db = new Database(databaseFile);
    const ledgerKey = 'core_stem-seed_editor-grants';
    const row = db.prepare('SELECT value FROM strapi_core_store_settings WHERE key = ?').get(ledgerKey) as {
      value: string;
    };
    const ledger = (JSON.parse(row.value) as string[]).filter((uid) => uid !== 'api::about-page.about-page');
    db.prepare('UPDATE strapi_core_store_settings SET value = ? WHERE key = ?').run(JSON.stringify(ledger), ledgerKey);
    db.close();

    await boot();
    token = await login(admin.email, admin.password);
    expect(await snapshot()).toEqual(before);
    const questions = (await get(CONTENT_ENDPOINTS['faq-entry'])).body.data.map((e: Body) => e.question);
    expect(questions).toContain('Renamed by staff?');
    expect(questions).not.toContain(first.question);
    expect(await editorActions('api::about-page.about-page')).toEqual(
      ['create', 'delete', 'publish', 'read', 'update'].map((a) => `plugin::content-manager.explorer.${a}`),
    );
  });
});

function pick(entry: Record<string, unknown>, fields: string[]) {
  return Object.fromEntries(fields.map((field) => [field, entry[field]]));
}
