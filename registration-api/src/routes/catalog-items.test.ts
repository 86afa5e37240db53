import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogKey } from '../cms/cms-client.ts';
import { buildTestApp } from '../test-support/build-test-app.ts';
import { cmsStandIn, school } from '../test-support/cms-stand-in.ts';

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

describe('GET /api/catalog-items/:category', () => {
  it('answers SPEC §7’s { code: 0, message, data: [{ id, title }] } by itemId, schools with their translator flag (CMS stand-in for Strapi’s REST output)', async () => {
    const cms = cmsStandIn({
      catalog: [
        { ...school(12, 'Summit Ridge'), offersTranslation: true },
        school(3, 'Riverbend'),
        school(7, 'Retired', false),
      ],
    });
    app = await buildTestApp({}, { cmsFetch: cms.fetch });
    const response = await app.inject('/api/catalog-items/MIDSCH');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      message: '',
      data: [
        { id: 3, title: 'Riverbend', offersTranslation: false },
        { id: 12, title: 'Summit Ridge', offersTranslation: true },
      ],
    });
  });

  it('answers from the last known list while the CMS is unreachable', async () => {
    app = await buildTestApp();
    await app.ready();
    await app.store.putSetting(catalogKey('LUNCH'), [
      { category: 'LUNCH', itemId: 2, title: 'Vegetarian', isActive: true, offersTranslation: false },
      { category: 'LUNCH', itemId: 1, title: 'Deli Sandwich', isActive: true, offersTranslation: false },
    ]);
    const response = await app.inject('/api/catalog-items/LUNCH');
    expect(response.statusCode).toBe(200);
    // By itemId, as the page was built with it, whatever order the copy was kept in.
    expect(response.json().data).toEqual([
      { id: 1, title: 'Deli Sandwich' },
      { id: 2, title: 'Vegetarian' },
    ]);
  });

  it('answers 503 when the CMS is unreachable and no list was ever stored', async () => {
    app = await buildTestApp();
    const response = await app.inject('/api/catalog-items/TSHIRT');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'CMS_UNAVAILABLE' });
  });

  it.each(['SCHOOLS', 'midsch', '__proto__', '%24ne'])('answers 400 for the unknown category %s', async (category) => {
    app = await buildTestApp();
    const response = await app.inject(`/api/catalog-items/${category}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: 'Invalid params',
      issues: [{ field: 'category', message: 'This field is invalid' }],
    });
    expect(response.body).not.toContain(decodeURIComponent(category));
  });
});
