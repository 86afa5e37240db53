import type {
  CatalogItem,
  DataRetention,
  InvoiceSettings,
  SiteSettings,
  SponsorshipTierTerms,
  UsState,
} from '@stem/shared';
import type { ContactRecipient, FetchLike } from '../cms/cms-reader.ts';

/**
 * A STAND-IN FOR THE CMS's REST OUTPUT, for unit tests only: a fetch-like function answering the Strapi 5
 * endpoints the API reads (settings, catalogues, states, sponsorship tiers and invoice settings, the
 * token-only contact addresses), in Strapi's response shape (`{ data, meta }`, entries carrying `id` and
 * `documentId`). The real CMS answers are checked by cms/src/content-contract.test.ts.
 */
export interface CmsStandIn {
  fetch: FetchLike;
  /** Every URL asked for, in order. */
  requests: string[];
  settings: SiteSettings | undefined;
  catalog: CatalogItem[];
  /** The organisers' contact addresses, answered only to `Bearer <apiToken>` (403 otherwise, as Strapi does). */
  contactRecipients: ContactRecipient[];
  apiToken: string;
  states: UsState[];
  tiers: SponsorshipTierTerms[];
  invoiceSettings: InvoiceSettings | undefined;
  /** The retention periods (single type `data-retention`), or undefined: not published. */
  retention: DataRetention | undefined;
  /** When set, every request fails as if the CMS were down. */
  down: boolean;
}

/** The read-only API token the stand-in accepts for the contact addresses. */
export const CMS_TEST_API_TOKEN = 'cms-read-token-for-tests-0123456789abcdef';

/** Addresses per subject as a CMS might hold them (not every subject has one). */
export const TEST_CONTACT_RECIPIENTS: ContactRecipient[] = [
  { subject: 'scholarships', email: 'scholarships@organisers.example.org' },
  { subject: 'grants', email: 'grants@organisers.example.org' },
  { subject: 'hs-reg', email: 'high-school@organisers.example.org' },
  { subject: 'ms-reg', email: 'middle-school@organisers.example.org' },
  { subject: 'ms-day-of-details', email: 'middle-school@organisers.example.org' },
  { subject: 'sponsorship', email: 'sponsors@organisers.example.org' },
];

export const SEEDED_SETTINGS: SiteSettings = {
  yearLabel: '2026',
  msIndividualOpen: true,
  msGroupOpen: true,
  hsIndividualOpen: true,
  hsChaperoneOpen: true,
  scholarshipOpen: true,
  companyOpen: true,
  studentExtensionActive: false,
  msRegistrationCloses: '3/16',
  studentExtensionDeadline: '1/19',
};

export interface CmsStandInOptions {
  settings?: SiteSettings;
  catalog?: CatalogItem[];
  states?: UsState[];
  tiers?: SponsorshipTierTerms[];
  invoiceSettings?: InvoiceSettings;
  retention?: DataRetention;
  pageSize?: number;
  contactRecipients?: ContactRecipient[];
}

/**
 * The schools the student fixtures choose (schoolId '12' of each level; Summit Ridge offers a translator), for
 * a test whose catalogue brings no schools of that level: the API refuses a school not in its catalogue.
 */
const FIXTURE_SCHOOLS: CatalogItem[] = [
  { category: 'MIDSCH', itemId: 12, title: 'Summit Ridge Middle School', isActive: true, offersTranslation: true },
  { category: 'HIGHSCH', itemId: 12, title: 'Firestone High School', isActive: true, offersTranslation: false },
];

const withFixtureSchools = (catalog: readonly CatalogItem[]): CatalogItem[] => [
  ...catalog,
  ...FIXTURE_SCHOOLS.filter((school) => !catalog.some((item) => item.category === school.category)),
];

export function cmsStandIn(options: CmsStandInOptions = {}) {
  const standIn: CmsStandIn = {
    requests: [],
    settings: options.settings,
    catalog: withFixtureSchools(options.catalog ?? []),
    contactRecipients: options.contactRecipients ?? TEST_CONTACT_RECIPIENTS,
    apiToken: CMS_TEST_API_TOKEN,
    states: options.states ?? [],
    tiers: options.tiers ?? [],
    invoiceSettings: options.invoiceSettings,
    retention: options.retention,
    down: false,
    fetch: async (url, init) => {
      standIn.requests.push(url);
      if (standIn.down) throw new TypeError('fetch failed');
      const { pathname, searchParams } = new URL(url);
      if (pathname === '/api/contact-recipients') {
        if (init?.headers?.authorization !== `Bearer ${standIn.apiToken}`) {
          return json({ data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } }, 403);
        }
        const data = standIn.contactRecipients.map((entry, i) => ({ id: i + 1, documentId: `cr${i}`, ...entry }));
        return json({ data, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: data.length } } });
      }
      if (pathname === '/api/site-setting') {
        if (!standIn.settings) return json({ data: null, error: { status: 404, name: 'NotFoundError' } }, 404);
        return json({
          data: { id: 2, documentId: 'k3v9', ...standIn.settings, publishedAt: '2026-01-05T10:00:00.000Z' },
          meta: {},
        });
      }
      if (pathname === '/api/us-states') return list(standIn.states);
      if (pathname === '/api/sponsorship-tiers') return list(standIn.tiers);
      if (pathname === '/api/sponsorship-invoice') {
        if (!standIn.invoiceSettings) return json({ data: null, error: { status: 404, name: 'NotFoundError' } }, 404);
        return json({ data: { id: 4, documentId: 'inv1', ...standIn.invoiceSettings }, meta: {} });
      }
      if (pathname === '/api/data-retention') {
        if (!standIn.retention) return json({ data: null, error: { status: 404, name: 'NotFoundError' } }, 404);
        const periods = standIn.retention.periods.map((period, i) => ({ id: i + 1, ...period }));
        return json({ data: { id: 5, documentId: 'ret1', ...standIn.retention, periods }, meta: {} });
      }
      if (pathname === '/api/catalog-items') {
        // Applies the filters the way Strapi does; the entries keep Strapi's extra fields.
        const category = searchParams.get('filters[category][$eq]');
        const activeOnly = searchParams.get('filters[isActive][$eq]') === 'true';
        const page = Number(searchParams.get('pagination[page]') ?? 1);
        const pageSize = Math.min(options.pageSize ?? 100, Number(searchParams.get('pagination[pageSize]') ?? 25));
        const matching = standIn.catalog
          .filter((item) => (!category || item.category === category) && (!activeOnly || item.isActive))
          .sort((a, b) => a.itemId - b.itemId);
        const pageCount = Math.ceil(matching.length / pageSize);
        const data = matching
          .slice((page - 1) * pageSize, page * pageSize)
          .map((item, i) => ({ id: 100 + i, documentId: `doc${item.itemId}`, ...item }));
        return json({ data, meta: { pagination: { page, pageSize, pageCount, total: matching.length } } });
      }
      return json({ data: null, error: { status: 404, name: 'NotFoundError' } }, 404);
    },
  };
  return standIn;
}

/** A collection's answer in Strapi's shape (entries with `id` and `documentId`), on one page. */
const list = (entries: object[]) =>
  json({
    data: entries.map((entry, i) => ({ id: 200 + i, documentId: `entry${i}`, ...entry })),
    meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: entries.length } },
  });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const school = (itemId: number, title: string, isActive = true): CatalogItem => ({
  category: 'MIDSCH',
  itemId,
  title,
  isActive,
  offersTranslation: false,
});
