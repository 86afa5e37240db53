import * as v from 'valibot';
import {
  CatalogItemSchema,
  CONTACT_SUBJECT_VALUES,
  DataRetentionSchema,
  type DataRetention,
  EVENT_SLUGS,
  EventTimesSchema,
  InvoiceSettingsSchema,
  SiteSettingsSchema,
  SponsorshipTierTermsSchema,
  UsStateSchema,
  type CatalogCategory,
  type CatalogItem,
  type EventSlug,
  type InvoiceSettings,
  type ParsedSiteSettings,
  type SponsorshipTierTerms,
  type UsState,
} from '@stem/shared';

/** What the CMS reader needs of `fetch`: tests pass a stand-in for the CMS's REST answers. */
export type FetchLike = (
  url: string,
  init?: { signal?: AbortSignal; headers?: Record<string, string> },
) => Promise<Response>;

/** The CMS did not answer, answered an error, or its content does not fit the shared schema. */
export class CmsReadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CmsReadError';
  }
}

/** Strapi's REST `maxLimit` (cms/config/api.ts): longer catalogues come in several pages. */
const PAGE_SIZE = 100;
/** 5,000 entries: far beyond any catalogue; stops a misbehaving CMS from paging us forever. */
const MAX_PAGES = 50;

const PaginationSchema = v.object({
  pagination: v.object({ pageCount: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
});

/** Validates content against its schema; a problem names the content type and the field, never a value. */
function parse<S extends v.GenericSchema>(content: string, schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const fields = [...new Set(result.issues.map((issue) => v.getDotPath(issue) ?? '(the entry itself)'))];
  throw new CmsReadError(
    `CMS content "${content}" does not fit: check field ${fields.map((f) => `"${f}"`).join(', ')}`,
  );
}

/** Strapi 5's answer to GET /api/site-setting: `{ data: { id, documentId, …fields } }`. */
export function parseSiteSettings(body: unknown): ParsedSiteSettings {
  return parse('site-setting', SiteSettingsSchema, (body as { data?: unknown } | null)?.data);
}

/**
 * One page of GET /api/catalog-items. The query already asks for one category, active items, by itemId;
 * the same rules are applied again here so that a CMS ignoring a filter cannot widen a form's list.
 */
export function parseCatalogPage(
  category: CatalogCategory,
  body: unknown,
): { items: CatalogItem[]; pageCount: number } {
  const page = body as { data?: unknown; meta?: unknown } | null;
  const items = parse(`catalog-item ${category}`, v.array(CatalogItemSchema), page?.data);
  const { pagination } = parse(`catalog-item ${category}`, PaginationSchema, page?.meta);
  return {
    items: items.filter((item) => item.category === category && item.isActive),
    pageCount: pagination.pageCount,
  };
}

/**
 * What confirmation emails need of a CMS event: its name, day, place and times (the rest of the entry is
 * ignored); slugs from the kind registry, times as the site's content contract reads them.
 */
export const CmsEventSchema = v.object({
  slug: v.picklist(EVENT_SLUGS),
  name: v.pipe(v.string(), v.nonEmpty()),
  eventDate: v.pipe(v.string(), v.isoDate()),
  venue: v.string(),
  venueAddress: v.string(),
  ...EventTimesSchema.entries,
});
export type CmsEvent = v.InferOutput<typeof CmsEventSchema>;

/** GET /api/events?filters[slug][$eq]=…: the one published event with that slug. */
export function parseEvent(slug: EventSlug, body: unknown): CmsEvent {
  const events = parse(`event ${slug}`, v.array(CmsEventSchema), (body as { data?: unknown } | null)?.data);
  const event = events.find((entry) => entry.slug === slug);
  if (!event) throw new CmsReadError(`CMS content "event ${slug}" is not published`);
  return event;
}

/** The organisers' address for one contact subject (CMS `contact-recipient`, readable with the API token only). */
export const ContactRecipientSchema = v.object({
  subject: v.picklist(CONTACT_SUBJECT_VALUES),
  email: v.pipe(v.string(), v.trim(), v.email()),
});
export type ContactRecipient = v.InferOutput<typeof ContactRecipientSchema>;

/** GET /api/contact-recipients: every subject's address (at most one entry per subject). */
export function parseContactRecipients(body: unknown): ContactRecipient[] {
  return parse('contact-recipient', v.array(ContactRecipientSchema), (body as { data?: unknown } | null)?.data);
}

/**
 * GET /api/sponsorship-tiers: the published tiers' terms, by code. Two tiers with one code would make an
 * invoice's amount a guess, so they are refused (the CMS also keeps codes unique).
 */
export function parseSponsorshipTiers(body: unknown): SponsorshipTierTerms[] {
  const tiers = parse(
    'sponsorship-tier',
    v.array(SponsorshipTierTermsSchema),
    (body as { data?: unknown } | null)?.data,
  );
  if (new Set(tiers.map((tier) => tier.code)).size !== tiers.length) {
    throw new CmsReadError('CMS content "sponsorship-tier" does not fit: check field "code" (two tiers share one)');
  }
  return tiers.sort((a, b) => a.code - b.code);
}

/** GET /api/sponsorship-invoice: who issues the invoices and how sponsors pay. */
export function parseInvoiceSettings(body: unknown): InvoiceSettings {
  return parse('sponsorship-invoice', InvoiceSettingsSchema, (body as { data?: unknown } | null)?.data);
}

/**
 * GET /api/data-retention?populate=periods: months kept per kind. Strapi gives each component row an `id`,
 * which the schema drops; two lines for one kind would make the period a guess, so they are refused.
 */
export function parseDataRetention(body: unknown): DataRetention {
  const retention = parse('data-retention', DataRetentionSchema, (body as { data?: unknown } | null)?.data);
  if (new Set(retention.periods.map((period) => period.regType)).size !== retention.periods.length) {
    throw new CmsReadError('CMS content "data-retention" does not fit: check field "periods" (a kind is listed twice)');
  }
  return retention;
}

/** GET /api/us-states: the active states by stateId (SPEC §3: 51 entries). */
export function parseUsStates(body: unknown): UsState[] {
  const states = parse('us-state', v.array(UsStateSchema), (body as { data?: unknown } | null)?.data);
  return states.filter((state) => state.isActive).sort((a, b) => a.stateId - b.stateId);
}

/** Reads and validates CMS content over Strapi's REST API. No caching here: see CmsClient. */
export class CmsReader {
  readonly #baseUrl: string;
  readonly #fetch: FetchLike;
  readonly #timeoutMs: number;

  constructor(options: { baseUrl: string; fetch?: FetchLike; timeoutMs?: number }) {
    this.#baseUrl = options.baseUrl;
    this.#fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.#timeoutMs = options.timeoutMs ?? 5000;
  }

  async siteSettings(): Promise<ParsedSiteSettings> {
    return parseSiteSettings(await this.#getJson('/api/site-setting'));
  }

  async event(slug: EventSlug): Promise<CmsEvent> {
    const query = new URLSearchParams({ 'filters[slug][$eq]': slug });
    return parseEvent(slug, await this.#getJson(`/api/events?${query}`));
  }

  /**
   * The organisers' addresses per contact subject. Not public: the CMS answers them only to a request
   * carrying the read-only API token it was given (CMS_API_TOKEN). Subjects are unique, so one page holds all.
   */
  async contactRecipients(apiToken: string): Promise<ContactRecipient[]> {
    const query = new URLSearchParams({ 'fields[0]': 'subject', 'fields[1]': 'email', 'pagination[pageSize]': '100' });
    const body = await this.#getJson(`/api/contact-recipients?${query}`, { authorization: `Bearer ${apiToken}` });
    return parseContactRecipients(body);
  }

  async sponsorshipTiers(): Promise<SponsorshipTierTerms[]> {
    return parseSponsorshipTiers(await this.#getJson('/api/sponsorship-tiers?sort=code&pagination[pageSize]=20'));
  }

  async invoiceSettings(): Promise<InvoiceSettings> {
    return parseInvoiceSettings(await this.#getJson('/api/sponsorship-invoice'));
  }

  async dataRetention(): Promise<DataRetention> {
    return parseDataRetention(await this.#getJson('/api/data-retention?populate=periods'));
  }

  async usStates(): Promise<UsState[]> {
    return parseUsStates(await this.#getJson('/api/us-states?sort=stateId&pagination[pageSize]=100'));
  }

  async catalog(category: CatalogCategory): Promise<CatalogItem[]> {
    const items: CatalogItem[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const query = new URLSearchParams({
        'filters[category][$eq]': category,
        'filters[isActive][$eq]': 'true',
        sort: 'itemId:asc',
        'pagination[page]': String(page),
        'pagination[pageSize]': String(PAGE_SIZE),
      });
      const result = parseCatalogPage(category, await this.#getJson(`/api/catalog-items?${query}`));
      items.push(...result.items);
      if (page >= result.pageCount) break;
    }
    return items.sort((a, b) => a.itemId - b.itemId);
  }

  async #getJson(pathAndQuery: string, headers?: Record<string, string>): Promise<unknown> {
    let response: Response;
    try {
      response = await this.#fetch(`${this.#baseUrl}${pathAndQuery}`, {
        signal: AbortSignal.timeout(this.#timeoutMs),
        ...(headers ? { headers } : {}),
      });
    } catch (error) {
      throw new CmsReadError(`the CMS did not answer (${(error as Error).message})`, { cause: error });
    }
    const path = pathAndQuery.split('?')[0];
    if (!response.ok) throw new CmsReadError(`the CMS answered ${response.status} to ${path}`);
    try {
      return await response.json();
    } catch (error) {
      throw new CmsReadError(`the CMS answered ${path} with something that is not JSON`, { cause: error });
    }
  }
}
