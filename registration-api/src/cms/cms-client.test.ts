import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteRegistrationStore } from '../store/sqlite-registration-store.ts';
import {
  CMS_TEST_API_TOKEN,
  cmsStandIn,
  school,
  SEEDED_SETTINGS,
  TEST_CONTACT_RECIPIENTS,
} from '../test-support/cms-stand-in.ts';
import { UNREACHABLE_CMS } from '../test-support/build-test-app.ts';
import { cmsWithEvents, MS_EVENT } from '../test-support/student-fixtures.ts';
import { CmsClient, CONTACT_RECIPIENTS_KEY, SITE_SETTINGS_KEY, catalogKey } from './cms-client.ts';
import { CmsReadError, parseContactRecipients, parseEvent } from './cms-reader.ts';

let dir: string;
let file: string;
let store: SqliteRegistrationStore;
let log: { level: 'warn' | 'error'; details: object; message: string }[];
const logger = {
  warn: (details: object, message: string) => void log.push({ level: 'warn', details, message }),
  error: (details: object, message: string) => void log.push({ level: 'error', details, message }),
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-cms-client-'));
  file = path.join(dir, 'registrations.sqlite');
  store = new SqliteRegistrationStore(file);
  log = [];
});
afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ALL_CLOSED = {
  msIndividualOpen: false,
  msGroupOpen: false,
  hsIndividualOpen: false,
  hsChaperoneOpen: false,
  scholarshipOpen: false,
  companyOpen: false,
};

/** The CMS is really unreachable here: a closed local port, no stand-in. */
const unreachableCms = (on = store, options: { now?: () => number } = {}) =>
  new CmsClient({ baseUrl: UNREACHABLE_CMS, store: on, cacheSeconds: 30, log: logger, timeoutMs: 1000, ...options });

describe('CMS unreachable (closed port), real SQLite store', () => {
  it('with nothing ever stored: every switch is CLOSED, and the log says so', async () => {
    const snapshot = await unreachableCms().getSiteSettings();
    expect(snapshot).toMatchObject({ settings: null, source: 'none', switches: ALL_CLOSED });
    expect(await unreachableCms().isRegistrationOpen('msIndividualOpen')).toBe(false);
    expect(
      log.some(
        (entry) => entry.level === 'error' && /every registration switch is treated as CLOSED/.test(entry.message),
      ),
    ).toBe(true);
  });

  it('uses the stored last known settings, closed switches staying closed', async () => {
    await store.putSetting(SITE_SETTINGS_KEY, { ...SEEDED_SETTINGS, hsIndividualOpen: false });
    const snapshot = await unreachableCms().getSiteSettings();
    expect(snapshot.source).toBe('last-known');
    expect(snapshot.since).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(snapshot.switches).toEqual({
      ...ALL_CLOSED,
      msIndividualOpen: true,
      msGroupOpen: true,
      hsChaperoneOpen: true,
      scholarshipOpen: true,
      companyOpen: true,
    });
    expect(log.some((entry) => entry.level === 'warn' && /last known/.test(entry.message))).toBe(true);
  });

  it('treats a stored copy that no longer fits the schema as nothing known (all closed)', async () => {
    await store.putSetting(SITE_SETTINGS_KEY, { msIndividualOpen: true });
    expect((await unreachableCms().getSiteSettings()).switches).toEqual(ALL_CLOSED);
  });

  it('answers a catalogue from its stored copy, and null when none was stored', async () => {
    await store.putSetting(catalogKey('TSHIRT'), [
      { category: 'TSHIRT', itemId: 1, title: 'S', isActive: true, offersTranslation: false },
    ]);
    const client = unreachableCms();
    expect(await client.getCatalog('TSHIRT')).toMatchObject({
      source: 'last-known',
      items: [{ itemId: 1, title: 'S' }],
    });
    expect(await client.getCatalog('LUNCH')).toEqual({ items: null, source: 'none' });
  });
});

describe('last known values across an outage and a restart', () => {
  it('a registration closed in the CMS stays closed after the CMS goes down and the API restarts', async () => {
    const cms = cmsStandIn({ settings: { ...SEEDED_SETTINGS, msGroupOpen: false }, catalog: [school(1, 'Riverbend')] });
    const before = new CmsClient({
      baseUrl: 'http://cms.test',
      store,
      cacheSeconds: 30,
      log: logger,
      fetch: cms.fetch,
    });
    expect((await before.getSiteSettings()).source).toBe('cms');
    expect(await before.isRegistrationOpen('msGroupOpen')).toBe(false);
    expect((await before.getCatalog('MIDSCH')).items).toHaveLength(1);
    await store.close();

    // A new API process on the same database file, with the CMS down.
    store = new SqliteRegistrationStore(file);
    const afterRestart = unreachableCms(store);
    const snapshot = await afterRestart.getSiteSettings();
    expect(snapshot.source).toBe('last-known');
    expect(snapshot.switches.msGroupOpen).toBe(false);
    expect(snapshot.switches.msIndividualOpen).toBe(true);
    expect((await afterRestart.getCatalog('MIDSCH')).items?.map((item) => item.title)).toEqual(['Riverbend']);
  });

  it('a switch closed in the CMS just before it went down stays closed in the running API', async () => {
    let now = 0;
    const cms = cmsStandIn({ settings: SEEDED_SETTINGS });
    const client = new CmsClient({
      baseUrl: 'http://cms.test',
      store,
      cacheSeconds: 30,
      log: logger,
      fetch: cms.fetch,
      now: () => now,
    });
    expect(await client.isRegistrationOpen('companyOpen')).toBe(true);
    cms.settings = { ...SEEDED_SETTINGS, companyOpen: false };
    now += 31_000;
    expect(await client.isRegistrationOpen('companyOpen')).toBe(false);
    cms.down = true;
    now += 31_000;
    expect(await client.getSiteSettings()).toMatchObject({ source: 'last-known', switches: { companyOpen: false } });
  });
});

describe('CMS answers cached in memory (stand-in for the CMS’s REST output)', () => {
  it('asks the CMS once per CMS_CACHE_SECONDS, and once for simultaneous callers', async () => {
    let now = 1_000_000;
    const cms = cmsStandIn({ settings: SEEDED_SETTINGS });
    const client = new CmsClient({
      baseUrl: 'http://cms.test',
      store,
      cacheSeconds: 30,
      log: logger,
      fetch: cms.fetch,
      now: () => now,
    });
    const first = await Promise.all(Array.from({ length: 10 }, () => client.getSiteSettings()));
    expect(first.every((snapshot) => snapshot.source === 'cms')).toBe(true);
    expect(cms.requests).toHaveLength(1);
    now += 29_000;
    expect((await client.getSiteSettings()).source).toBe('cache');
    expect(cms.requests).toHaveLength(1);
    now += 2000;
    expect((await client.getSiteSettings()).source).toBe('cms');
    expect(cms.requests).toHaveLength(2);
  });

  it('after a failed read, waits the same period before asking a down CMS again', async () => {
    let now = 0;
    const cms = cmsStandIn({ settings: SEEDED_SETTINGS });
    cms.down = true;
    const client = new CmsClient({
      baseUrl: 'http://cms.test',
      store,
      cacheSeconds: 30,
      log: logger,
      fetch: cms.fetch,
      now: () => now,
    });
    await client.getSiteSettings();
    await client.getSiteSettings();
    expect(cms.requests).toHaveLength(1);
    cms.down = false;
    now += 30_000;
    expect((await client.getSiteSettings()).source).toBe('cms');
  });

  it('asks again within seconds while nothing at all is known, so a slow first read does not close forms for long', async () => {
    let now = 0;
    const cms = cmsStandIn({ settings: SEEDED_SETTINGS });
    cms.down = true;
    const client = new CmsClient({
      baseUrl: 'http://cms.test',
      store,
      cacheSeconds: 30,
      log: logger,
      fetch: cms.fetch,
      now: () => now,
    });
    expect((await client.getSiteSettings()).source).toBe('none');
    cms.down = false;
    now += 1000;
    expect((await client.getSiteSettings()).source).toBe('none');
    now += 1500;
    expect((await client.getSiteSettings()).source).toBe('cms');
    expect(cms.requests).toHaveLength(2);
  });

  it('writes the store only when the value changes', async () => {
    let now = 0;
    const writes: string[] = [];
    const countingStore = {
      getSetting: (key: string) => store.getSetting(key),
      putSetting: async (key: string, value: unknown) => {
        writes.push(key);
        await store.putSetting(key, value);
      },
    };
    const cms = cmsStandIn({ settings: SEEDED_SETTINGS });
    const client = new CmsClient({
      baseUrl: 'http://cms.test',
      store: countingStore,
      cacheSeconds: 1,
      log: logger,
      fetch: cms.fetch,
      now: () => now,
    });
    await client.getSiteSettings();
    now += 2000;
    await client.getSiteSettings();
    expect(writes).toEqual([SITE_SETTINGS_KEY]);
    cms.settings = { ...SEEDED_SETTINGS, scholarshipOpen: false };
    now += 2000;
    await client.getSiteSettings();
    expect(writes).toEqual([SITE_SETTINGS_KEY, SITE_SETTINGS_KEY]);
    expect((await store.getSetting(SITE_SETTINGS_KEY))?.value).toMatchObject({ scholarshipOpen: false });
  });

  it('falls back to the last known value when the CMS answers content that does not fit', async () => {
    await store.putSetting(SITE_SETTINGS_KEY, { ...SEEDED_SETTINGS, msIndividualOpen: false });
    const cms = cmsStandIn({ settings: { ...SEEDED_SETTINGS, yearLabel: '' } });
    const client = new CmsClient({
      baseUrl: 'http://cms.test',
      store,
      cacheSeconds: 30,
      log: logger,
      fetch: cms.fetch,
    });
    expect(await client.getSiteSettings()).toMatchObject({
      source: 'last-known',
      switches: { msIndividualOpen: false },
    });
  });
});

describe('the event days (confirmation .ics)', () => {
  it('reads the event by slug, keeps it as last known, and answers it while the CMS is down', async () => {
    const cms = cmsWithEvents();
    const client = new CmsClient({ baseUrl: 'http://cms.test', store, cacheSeconds: 0, log: logger, fetch: cms.fetch });
    expect(await client.getEvent('middle-school')).toEqual(MS_EVENT);
    expect(await client.getEvent('high-school')).toMatchObject({ slug: 'high-school', eventDate: '2026-02-21' });
    expect(cms.standIn.requests.at(-1)).toContain('/api/events?filters%5Bslug%5D%5B%24eq%5D=high-school');
    cms.standIn.down = true;
    expect(await client.getEvent('middle-school')).toEqual(MS_EVENT);
  });

  it('answers null when the CMS is down and the event was never stored', async () => {
    expect(await unreachableCms().getEvent('high-school')).toBeNull();
    expect(log.some((entry) => entry.level === 'error')).toBe(true);
  });

  it('refuses an event that does not fit, naming the content', () => {
    expect(() => parseEvent('middle-school', { data: [{ ...MS_EVENT, eventDate: 'soon' }] })).toThrow(
      /event middle-school.*eventDate"/,
    );
    expect(() => parseEvent('middle-school', { data: [] })).toThrow(CmsReadError);
  });

  it('refuses an event whose times are still text (a CMS not yet on time fields), naming the field', () => {
    expect(() => parseEvent('middle-school', { data: [{ ...MS_EVENT, endTime: '2:00 pm' }] })).toThrow(
      /event middle-school.*"0\.endTime"/,
    );
  });
});

describe('the organisers’ contact addresses (read with the API token only)', () => {
  const clientWith = (apiToken: string | undefined, fetch = cmsStandIn().fetch) =>
    new CmsClient({ baseUrl: 'http://cms.test', store, cacheSeconds: 0, log: logger, fetch, apiToken });

  it('reads them with the token, keeps them as last known, and answers them while the CMS is down', async () => {
    const cms = cmsStandIn();
    const client = clientWith(CMS_TEST_API_TOKEN, cms.fetch);
    expect(await client.getContactRecipients()).toEqual(TEST_CONTACT_RECIPIENTS);
    expect(cms.requests.at(-1)).toMatch(/^http:\/\/cms\.test\/api\/contact-recipients\?/);
    expect((await store.getSetting(CONTACT_RECIPIENTS_KEY))?.value).toEqual(TEST_CONTACT_RECIPIENTS);
    cms.down = true;
    expect(await client.getContactRecipients()).toEqual(TEST_CONTACT_RECIPIENTS);
    // After a restart too: a new client on the same store.
    expect(await clientWith(CMS_TEST_API_TOKEN, cms.fetch).getContactRecipients()).toEqual(TEST_CONTACT_RECIPIENTS);
  });

  it('knows none when the CMS refuses the token (403) and nothing was stored, and logs it', async () => {
    expect(await clientWith('a-token-the-cms-does-not-know-0123456789').getContactRecipients()).toBeNull();
    expect(log.some((entry) => entry.level === 'error' && /contact addresses/.test(entry.message))).toBe(true);
  });

  it('does not ask the CMS at all without a token', async () => {
    const cms = cmsStandIn();
    expect(await clientWith(undefined, cms.fetch).getContactRecipients()).toBeNull();
    expect(cms.requests).toEqual([]);
  });

  it('refuses a list whose subject or address does not fit, naming the field', () => {
    expect(() => parseContactRecipients({ data: [{ subject: 'gossip', email: 'a@b.org' }] })).toThrow(
      /contact-recipient.*"0\.subject"/,
    );
    expect(() => parseContactRecipients({ data: [{ subject: 'grants', email: 'nobody' }] })).toThrow(/"0\.email"/);
  });
});
