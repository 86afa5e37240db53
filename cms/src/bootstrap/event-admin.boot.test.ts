import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createPublisherServer, type PublisherState } from '@stem/site/publisher/publisher-server';
import { RebuildQueue } from '@stem/site/publisher/rebuild-queue';
import { buildFailureOf } from '@stem/site/publisher/site-builder';
import { TestCms } from '../test-support/test-cms.ts';
import { BUILD_FAILED_IN_GENERAL, contentProblemOf } from './site-status.ts';

/**
 * The real Strapi: what an editor meets in the admin: fields named in words, and an event whose times run
 * backwards, or that would be unpublished, refused with the reason.
 */
const cms = new TestCms('events.editor@example.org');
const model = '/content-manager/collection-types/api::event.event';
let auth: Record<string, string>;
let highSchool: Record<string, unknown>;

interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }>;
  layouts: { list: string[] };
}

/** The event as the admin's edit form sends it back: its fields, without what Strapi keeps to itself. */
const formOf = (entry: Record<string, unknown>) => {
  const { id: _i, documentId: _d, createdAt: _c, updatedAt: _u, publishedAt: _p, locale: _l, ...fields } = entry;
  return fields;
};

/** A content-manager call on a collection (the events unless given), as the admin's edit form makes it. */
async function call<TEntry = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
  collection = model,
) {
  const response = await fetch(`${cms.base}${collection}${path}`, {
    method,
    headers: auth,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as {
      data?: TEntry;
      results?: TEntry[];
      error?: { name: string; message: string; details?: { errors?: Array<{ path: string[]; message: string }> } };
    } | null,
  };
}

/** A field of the published high school day, as the site reads it. */
const publicEvent = async (field: string) => {
  const response = await fetch(`${cms.base}/api/events?filters[slug][$eq]=high-school`);
  return ((await response.json()) as { data: Array<Record<string, unknown>> }).data[0]?.[field];
};
const publicEndTime = () => publicEvent('endTime');

async function signIn() {
  const login = await fetch(`${cms.base}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(cms.admin),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  auth = { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };
}

/**
 * The real site publisher (its HTTP face and queue) behind the CMS's rebuild webhook, as main.ts wires them;
 * only its `astro build` is stood in for: it fails, as the build does on content that does not fit the site,
 * until `builds` says otherwise.
 */
const REFUSED_BUILD = [
  'astro build failed (exit 1):',
  // What astroBuild keeps of the build's output (site-builder.ts), as the real runner throws it.
  buildFailureOf(
    [
      'CMS content "grants-page" does not fit the site:',
      '  field "slides.4.image.alternativeText" (Slides 5 › Image › Alternative text, file "grants-slide-5.png"): needs alternative text (media library)',
      '  Location:',
      '    /srv/node_modules/astro/dist/core/render/route-cache.js:32:17',
      '  Stack trace:',
      '    at parseContent (file:///srv/site/chunks/cms-client.mjs:414:8)',
    ].join('\n'),
  ),
  'Full log: /srv/site/publisher-build.log',
].join('\n');
let builds = false;
const publisherState: PublisherState = {
  lastBuild: { sources: 'test', content: 'test', builtAt: '2026-11-29T08:00:00.000Z', seconds: 9 },
};
const publisherQueue = new RebuildQueue(
  async () => {
    if (!builds) throw new Error(REFUSED_BUILD);
    publisherState.lastBuild = { sources: 'test', content: 'new', builtAt: new Date().toISOString(), seconds: 9 };
    delete publisherState.lastError;
  },
  50,
  (error) => {
    publisherState.lastError = { at: new Date().toISOString(), message: (error as Error).message };
  },
);
const publisher = createPublisherServer('publisher-test-token', publisherQueue, publisherState);

describe('an event in the admin', () => {
  beforeAll(async () => {
    await new Promise<void>((resolve) => publisher.listen(0, '127.0.0.1', resolve));
    const { port } = publisher.address() as AddressInfo;
    await cms.boot(cms.admin.password, {
      SITE_REBUILD_WEBHOOK_URL: `http://127.0.0.1:${port}/rebuild`,
      SITE_REBUILD_TOKEN: 'publisher-test-token',
    });
    await signIn();
    const list = await call('GET', '?filters[slug][$eq]=high-school');
    const { results } = list.body as unknown as { results: Array<Record<string, unknown>> };
    highSchool = results[0]!;
  });
  afterAll(async () => {
    await cms.dispose();
    await publisherQueue.idle();
    publisher.close();
  });

  it('tells a signed-in admin whether a publish is live on the site, or why the site could not take it', async () => {
    const status = async (headers: Record<string, string> = auth) => {
      const response = await fetch(`${cms.base}/site-status`, { headers });
      return { code: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect((await status({})).code).toBe(401);
    await publisherQueue.idle();
    builds = false;
    // A publish the site's build refuses: "Published" in the admin, and the panel says why the site did not change.
    expect((await call('POST', `/${highSchool.documentId}/actions/publish`, formOf(highSchool))).status).toBe(200);
    await expect.poll(async () => (await status()).body.state, { timeout: 20_000 }).toBe('failed');
    expect((await status()).body).toEqual({
      state: 'failed',
      liveSince: '2026-11-29T08:00:00.000Z',
      failedAt: expect.any(String),
      problem:
        'CMS content "grants-page" does not fit the site:\nfield "slides.4.image.alternativeText" (Slides 5 › Image › Alternative text, file "grants-slide-5.png"): needs alternative text (media library)',
    });
    // Mended and published again: live, since the new build.
    builds = true;
    expect((await call('POST', `/${highSchool.documentId}/actions/publish`, formOf(highSchool))).status).toBe(200);
    await expect.poll(async () => (await status()).body.state, { timeout: 20_000 }).toBe('live');
    expect((await status()).body.liveSince).not.toBe('2026-11-29T08:00:00.000Z');
    // A build that failed for another reason than content is not an editor's to mend: said so.
    expect(contentProblemOf('astro build failed (exit 137):\nKilled')).toBe(BUILD_FAILED_IN_GENERAL);
  });

  it('names the fields in words, with hints, and titles an event by its name', async () => {
    const response = await fetch(`${cms.base}/content-manager/content-types/api::event.event/configuration`, {
      headers: auth,
    });
    const { contentType } = ((await response.json()) as { data: { contentType: Configuration } }).data;
    expect(contentType.settings.mainField).toBe('name');
    expect(contentType.metadatas.endTime?.edit).toMatchObject({
      label: 'Program ends',
      description: expect.stringContaining('24-hour clock: 1 pm is 13:00.'),
    });
    expect(contentType.metadatas.homeStartTime?.list?.label).toBe('Home page start');
    // A time's hint names the free text that repeats it, which no field change reaches.
    expect(contentType.metadatas.startTime?.edit?.description).toContain('Day of event page’s schedule');
  });

  it('names a catalogue item’s fields in words and lists items by name, with their id and whether offered', async () => {
    const response = await fetch(
      `${cms.base}/content-manager/content-types/api::catalog-item.catalog-item/configuration`,
      { headers: auth },
    );
    const { contentType } = ((await response.json()) as { data: { contentType: Configuration } }).data;
    expect(contentType.settings.mainField).toBe('title');
    expect(contentType.layouts.list).toEqual(['title', 'category', 'itemId', 'isActive']);
    expect(contentType.metadatas.itemId?.edit).toMatchObject({
      label: 'Item id',
      description: expect.stringContaining('lists have no Publish step'),
    });
    expect(contentType.metadatas.isActive?.list?.label).toBe('Offered on the forms');
  });

  it('brings its own earlier wording up to date at the next boot, and keeps a label a super admin chose', async () => {
    const url = `${cms.base}/content-manager/content-types/api::event.event/configuration`;
    // As a super admin's "Configure the view" stores it, and as if an earlier version of this step had
    // written "Ends (old wording)".
    const db = new Database(cms.databaseFile);
    const edit = <T>(key: string, change: (value: T) => void) => {
      const row = db.prepare('SELECT value FROM strapi_core_store_settings WHERE key = ?').get(key) as {
        value: string;
      };
      const value = JSON.parse(row.value) as T;
      change(value);
      db.prepare('UPDATE strapi_core_store_settings SET value = ? WHERE key = ?').run(JSON.stringify(value), key);
    };
    edit<{ metadatas: Record<string, { edit: { label: string } }> }>(
      'plugin_content_manager_configuration_content_types::api::event.event',
      (configuration) => {
        configuration.metadatas.endTime!.edit.label = 'Ends (old wording)';
        configuration.metadatas.venue!.edit.label = 'Where it happens';
      },
    );
    edit<Record<string, { label: string }>>('core_stem-editor-help_written', (written) => {
      written['api::event.event.endTime']!.label = 'Ends (old wording)';
    });
    db.close();

    await cms.stop();
    await cms.boot();
    await signIn();
    const after = ((await (await fetch(url, { headers: auth })).json()) as { data: { contentType: Configuration } })
      .data.contentType;
    expect(after.metadatas.endTime?.edit?.label).toBe('Program ends');
    expect(after.metadatas.venue?.edit?.label).toBe('Where it happens');
  });

  it('lays out each registration switch beside its closing time, each with a label and a hint of its own', async () => {
    const configuration = async (path: string) =>
      (
        (await (await fetch(`${cms.base}/content-manager/${path}/configuration`, { headers: auth })).json()) as {
          data: { contentType?: Configuration; component?: Configuration };
        }
      ).data;
    const { contentType } = await configuration('content-types/api::site-setting.site-setting');
    const edit = (contentType as unknown as { layouts: { edit: Array<Array<{ name: string; size: number }>> } }).layouts
      .edit;
    expect(edit[1]).toEqual([
      { name: 'msIndividualOpen', size: 6 },
      { name: 'msIndividualClosesAt', size: 6 },
    ]);
    expect(edit.flat().filter((field) => field.name.endsWith('Open'))).toHaveLength(6);
    expect(contentType!.metadatas.msGroupOpen?.edit).toMatchObject({
      label: 'Middle school groups: open',
      description: expect.stringMatching(/^Off: /),
    });
    // A page is titled by its name, and a component's fields are named in words too.
    const home = await configuration('content-types/api::home-page.home-page');
    expect(home.contentType!.settings.mainField).toBe('id');
    const tab = await configuration('components/day-of.tab');
    expect(tab.component!.metadatas.timeReading?.edit).toMatchObject({
      label: 'Times shown',
      description: expect.stringContaining('about-page:'),
    });
  });

  it('lists the FAQ by question, in order', async () => {
    const response = await fetch(`${cms.base}/content-manager/content-types/api::faq-entry.faq-entry/configuration`, {
      headers: auth,
    });
    const { contentType } = ((await response.json()) as { data: { contentType: Configuration } }).data;
    expect(contentType.settings).toMatchObject({ mainField: 'question', defaultSortBy: 'order' });
    expect(contentType.layouts.list).toEqual(['question', 'section', 'accordion', 'order']);
  });

  it('refuses an end typed as 1:00 for 1 pm, naming the field, on save and on publish', async () => {
    const slip = { ...formOf(highSchool), endTime: '01:00:00.000' };
    for (const [method, path] of [
      ['PUT', `/${highSchool.documentId}`],
      ['POST', `/${highSchool.documentId}/actions/publish`],
    ] as const) {
      const { status, body } = await call(method, path, slip);
      expect(status).toBe(400);
      expect(body?.error?.message).toBe(
        '“Program ends” must come after “Program starts”. Times are on the 24-hour clock: 1 pm is 13:00.',
      );
      expect(body?.error?.details?.errors?.map((error) => error.path)).toEqual([['endTime']]);
    }
    expect(await publicEndTime()).toBe('12:00:00.000');
  });

  it('publishes the end written as 13:00', async () => {
    const { status } = await call('POST', `/${highSchool.documentId}/actions/publish`, {
      ...formOf(highSchool),
      endTime: '13:00:00.000',
    });
    expect(status).toBe(200);
    expect(await publicEndTime()).toBe('13:00:00.000');
  });

  it('refuses a venue of spaces on save and on publish, naming the field as the admin shows it', async () => {
    // The super admin's label from the test above ("Where it happens"), not ours: the message names what the
    // editor sees above the field.
    const blank = { ...formOf(highSchool), venue: '   ' };
    for (const [method, path] of [
      ['PUT', `/${highSchool.documentId}`],
      ['POST', `/${highSchool.documentId}/actions/publish`],
    ] as const) {
      const { status, body } = await call(method, path, blank);
      expect(status).toBe(400);
      expect(body?.error?.message).toBe(
        '“Where it happens” is empty: spaces alone do not count. Write it out: the site cannot show it blank.',
      );
      expect(body?.error?.details?.errors?.map((error) => error.path)).toEqual([['venue']]);
    }
    expect(await publicEvent('venue')).toBe(highSchool.venue);
  });

  it('keeps an emptied venue in a draft, and refuses to publish that draft (as a list’s bulk Publish does)', async () => {
    expect((await call('PUT', `/${highSchool.documentId}`, { venue: '' })).status).toBe(200);
    const { status, body } = await call('POST', `/${highSchool.documentId}/actions/publish`, {});
    expect(status).toBe(400);
    expect(body?.error?.details?.errors?.map((error) => error.path)).toEqual([['venue']]);
    expect(await publicEvent('venue')).toBe(highSchool.venue);
    expect((await call('PUT', `/${highSchool.documentId}`, { venue: highSchool.venue })).status).toBe(200);
  });

  it('refuses the date the picker made of "Feb 28 2026", saying what it reads and the format it takes', async () => {
    const { status, body } = await call('PUT', `/${highSchool.documentId}`, {
      ...formOf(highSchool),
      eventDate: '1826-01-01',
    });
    expect(status).toBe(400);
    expect(body?.error?.message).toMatch(
      /^“Date” reads 01\/01\/1826: a career day falls between 2000 and \d{4}\. The date picker takes MM\/DD\/YYYY/,
    );
    expect(body?.error?.details?.errors?.map((error) => error.path)).toEqual([['eventDate']]);
    expect(await publicEvent('eventDate')).toBe(highSchool.eventDate);
  });

  it('refuses a grants deadline of spaces, marking it in its list and naming its item', async () => {
    const page = '/content-manager/single-types/api::grants-page.grants-page';
    const current = await call<{ deadlines: Array<Record<string, unknown>> }>('GET', '', undefined, page);
    const form = formOf(current.body!.data!) as { deadlines: Array<Record<string, unknown>> };
    form.deadlines[1] = { ...form.deadlines[1], dateText: '  ' };
    const { status, body } = await call('PUT', '', form, page);
    expect(status).toBe(400);
    expect(body?.error?.message).toBe(
      '“Date, as written” (Deadlines, item 2) is empty: spaces alone do not count. Write it out: the site cannot show it blank.',
    );
    expect(body?.error?.details?.errors?.map((error) => error.path)).toEqual([['deadlines', '1', 'dateText']]);
  });

  it('never unpublishes or deletes a career day, and says what to do instead', async () => {
    for (const [method, path] of [
      ['POST', `/${highSchool.documentId}/actions/unpublish`],
      ['DELETE', `/${highSchool.documentId}`],
    ] as const) {
      const { status, body } = await call(method, path, method === 'POST' ? {} : undefined);
      expect(status).toBe(400);
      expect(body?.error?.message).toMatch(/^A career day cannot be unpublished or deleted/);
    }
    expect(await publicEndTime()).toBe('13:00:00.000');
  });

  it('never unpublishes or deletes a page the site is built from: no later publish would go live', async () => {
    const aboutPage = '/content-manager/single-types/api::about-page.about-page';
    for (const [method, path] of [
      ['POST', '/actions/unpublish'],
      ['DELETE', ''],
    ] as const) {
      const { status, body } = await call(method, path, method === 'POST' ? {} : undefined, aboutPage);
      expect(status, `${method} ${path}`).toBe(400);
      expect(body?.error?.message).toMatch(/^A page of the site cannot be unpublished or deleted/);
    }
    expect((await fetch(`${cms.base}/api/about-page`)).status).toBe(200);
  });

  it('refuses a catalogue item an id its list already has, naming the item and the next free id', async () => {
    const catalogue = '/content-manager/collection-types/api::catalog-item.catalog-item';
    const send = (method: string, path: string, body?: unknown) =>
      call<{ documentId: string; itemId: number; title: string }>(method, path, body, catalogue);
    const schools = (await send('GET', '?filters[category][$eq]=MIDSCH&pageSize=100')).body?.results ?? [];
    const [first] = schools;
    expect(first).toBeDefined();
    const nextFree = Math.max(...schools.map((school) => school.itemId)) + 1;
    const school = (itemId: number) => ({
      category: 'MIDSCH',
      itemId,
      title: 'Lakeview Middle School',
      isActive: true,
    });

    const taken = await send('POST', '', school(first!.itemId));
    expect(taken.status).toBe(400);
    expect(taken.body?.error?.message).toBe(
      `Item id ${first!.itemId} is already “${first!.title}” in this list. Registrations store the id, so each item needs its own: the next free one is ${nextFree}.`,
    );
    expect(taken.body?.error?.details?.errors?.map((error) => error.path)).toEqual([['itemId']]);

    // Another list may use a number the schools use; an item keeps its own id when it is edited.
    const lunches = (await send('GET', '?filters[category][$eq]=LUNCH&pageSize=100')).body?.results ?? [];
    const shared = schools.find((one) => !lunches.some((lunch) => lunch.itemId === one.itemId))!.itemId;
    const lunch = await send('POST', '', { ...school(shared), category: 'LUNCH', title: 'Soup' });
    expect(lunch.status).toBe(201);
    const renamed = await send('PUT', `/${first!.documentId}`, { title: `${first!.title} (renamed)` });
    expect(renamed.status).toBe(200);
    await send('PUT', `/${first!.documentId}`, { title: first!.title });
    await send('DELETE', `/${lunch.body!.data!.documentId}`);

    const free = await send('POST', '', school(nextFree));
    expect(free.status).toBe(201);
    await send('DELETE', `/${free.body!.data!.documentId}`);
  });
});
