import { describe, expect, it } from 'vitest';
import { cmsStandIn, school, SEEDED_SETTINGS } from '../test-support/cms-stand-in.ts';
import { CmsReadError, CmsReader, parseCatalogPage, parseSiteSettings } from './cms-reader.ts';

describe('reading Strapi answers', () => {
  it('takes the site settings out of Strapi’s { data } wrapper, dropping Strapi’s own fields', () => {
    const body = { data: { id: 1, documentId: 'x', publishedAt: '2026-01-01', ...SEEDED_SETTINGS }, meta: {} };
    // No closing times set in the CMS: each is null (no deadline).
    expect(parseSiteSettings(body)).toEqual({
      ...SEEDED_SETTINGS,
      msIndividualClosesAt: null,
      msGroupClosesAt: null,
      hsIndividualClosesAt: null,
      hsChaperoneClosesAt: null,
      scholarshipClosesAt: null,
      companyClosesAt: null,
    });
  });

  it('reads a closing time as Strapi gives it, and names the field when it is no date-time', () => {
    const closesAt = '2026-01-16T23:59:00.000Z';
    expect(parseSiteSettings({ data: { ...SEEDED_SETTINGS, scholarshipClosesAt: closesAt } })).toMatchObject({
      scholarshipClosesAt: closesAt,
    });
    expect(() => parseSiteSettings({ data: { ...SEEDED_SETTINGS, companyClosesAt: 'soon' } })).toThrow(
      /site-setting.*"companyClosesAt"/,
    );
  });

  it('names the field, never the value, when the settings do not fit', () => {
    const body = { data: { ...SEEDED_SETTINGS, companyOpen: 'secret-looking-value' } };
    expect(() => parseSiteSettings(body)).toThrow(CmsReadError);
    expect(() => parseSiteSettings(body)).toThrow(/site-setting.*"companyOpen"/);
    expect(() => parseSiteSettings(body)).not.toThrow(/secret-looking-value/);
    expect(() => parseSiteSettings({ data: null })).toThrow(CmsReadError);
  });

  it('keeps only the asked category’s active items from a catalogue page, even if the CMS ignored a filter', () => {
    const page = {
      data: [
        school(2, 'Summit Ridge'),
        school(1, 'Riverbend'),
        school(3, 'Closed', false),
        { ...school(4, 'High'), category: 'HIGHSCH' },
      ],
      meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 4 } },
    };
    const { items, pageCount } = parseCatalogPage('MIDSCH', page);
    expect(items.map((item) => item.itemId)).toEqual([2, 1]);
    expect(pageCount).toBe(1);
  });
});

describe('CmsReader against a stand-in for the CMS’s REST output', () => {
  it('asks Strapi for one category, active items, sorted by itemId, and reads every page', async () => {
    const catalog = Array.from({ length: 7 }, (_, i) => school(7 - i, `School ${7 - i}`, i !== 3));
    const cms = cmsStandIn({ catalog, pageSize: 3 });
    const reader = new CmsReader({ baseUrl: 'http://cms.test', fetch: cms.fetch });
    const items = await reader.catalog('MIDSCH');
    expect(items.map((item) => item.itemId)).toEqual([1, 2, 3, 5, 6, 7]);
    expect(cms.requests).toHaveLength(2);
    const asked = new URL(cms.requests[0]!).searchParams;
    expect(asked.get('filters[category][$eq]')).toBe('MIDSCH');
    expect(asked.get('filters[isActive][$eq]')).toBe('true');
    expect(asked.get('sort')).toBe('itemId:asc');
  });

  it('fails with CmsReadError when the settings are not published (404)', async () => {
    const reader = new CmsReader({ baseUrl: 'http://cms.test', fetch: cmsStandIn().fetch });
    await expect(reader.siteSettings()).rejects.toThrow(/answered 404 to \/api\/site-setting/);
  });

  it('fails with CmsReadError when nothing listens (a closed local port)', async () => {
    const reader = new CmsReader({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 });
    await expect(reader.siteSettings()).rejects.toBeInstanceOf(CmsReadError);
  });
});
