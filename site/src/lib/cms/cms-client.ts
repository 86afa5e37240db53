import * as v from 'valibot';
import {
  catalogAnswer,
  CatalogItemSchema,
  SiteSettingsSchema,
  UsStateSchema,
  type CatalogCategory,
  type SiteSettings,
} from '@stem/shared';
import { readCatalogChoices, type Choice } from '../api/catalog-client.ts';
import { consentTextVersionOf } from './consent-text-version.ts';
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
  type ConsentTextSlug,
} from './content-schemas.ts';

/** Where the build reads content: the CMS's REST API (DESIGN.md §3). Pages never call it from the browser. */
export const cmsUrl = () => (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');

/** The content the build reads, by content type: the single place that lists CMS endpoints. */
export const CONTENT_ENDPOINTS = {
  'site-setting': '/api/site-setting',
  footer: '/api/footer',
  event: '/api/events?sort=eventDate&pagination[pageSize]=10',
  'faq-entry': '/api/faq-entries?sort=order&pagination[pageSize]=100',
  'consent-text': '/api/consent-texts?pagination[pageSize]=20',
  'home-page':
    '/api/home-page?populate[slides][populate]=image&populate[sponsorsBanner]=true&populate[universityLogo]=true',
  'about-page': '/api/about-page',
  'scholarship-page':
    '/api/scholarship-page?populate[funds]=true&populate[disciplines]=true&populate[criteriaDocument]=true',
  'scholarship-criteria-page': '/api/scholarship-criteria-page',
  'sponsorship-tier': '/api/sponsorship-tiers?sort=order&pagination[pageSize]=20',
  sponsor: '/api/sponsors?sort[0]=tier:desc&sort[1]=order&populate[logo]=true&pagination[pageSize]=100',
  'us-state': '/api/us-states?sort=stateId&pagination[pageSize]=100',
  'grants-page':
    '/api/grants-page?populate[deadlines]=true&populate[downloads][populate]=file&populate[slides][populate]=image',
  'explorer-post-page': '/api/explorer-post-page?populate[scholarships]=true',
  'day-of-event-page': '/api/day-of-event-page?populate[tabs][populate]=*',
  // The form pages' selects (schools, grades, lunches, T-shirt sizes) are built with their options.
  'catalog-item': '/api/catalog-items?sort=itemId&pagination[pageSize]=100',
} as const;

export type ContentType = keyof typeof CONTENT_ENDPOINTS;

/** Thrown when the CMS cannot be read or its content does not fit: fails the build with a readable message. */
export class CmsContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CmsContentError';
  }
}

/** One answer of the CMS: what the digest hashes and what fetchContent reads. */
export interface ContentPage {
  status: number;
  text: string;
}

/** 5,000 entries at Strapi's page size of 100: far beyond any list; stops a misbehaving CMS paging forever. */
const MAX_PAGES = 50;

/**
 * Every page of one CMS URL. A collection longer than a page (Strapi's `maxLimit` is 100, cms/config/api.ts)
 * comes in several; a single type, or an answer that is not 200, is one page. Network failures throw.
 */
export async function contentPages(url: string): Promise<ContentPage[]> {
  const pages: ContentPage[] = [];
  for (let number = 1; number <= MAX_PAGES; number++) {
    const pageUrl = new URL(url);
    if (number > 1) pageUrl.searchParams.set('pagination[page]', String(number));
    const response = await fetch(pageUrl, { signal: AbortSignal.timeout(10_000) });
    const page = { status: response.status, text: await response.text() };
    pages.push(page);
    if (!response.ok || number >= pageCountOf(page.text)) break;
  }
  return pages;
}

/** `meta.pagination.pageCount` of a list answer; 1 for anything else. */
function pageCountOf(text: string): number {
  try {
    const count: unknown = (JSON.parse(text) as { meta?: { pagination?: { pageCount?: unknown } } }).meta?.pagination
      ?.pageCount;
    return typeof count === 'number' && Number.isInteger(count) ? count : 1;
  } catch {
    return 1;
  }
}

async function fetchContent(type: ContentType): Promise<unknown> {
  const url = `${cmsUrl()}${CONTENT_ENDPOINTS[type]}`;
  let pages: ContentPage[];
  try {
    pages = await contentPages(url);
  } catch (error) {
    throw new CmsContentError(`CMS content "${type}": the CMS did not answer at ${url} (${(error as Error).message})`);
  }
  const data: unknown[] = [];
  for (const { status, text } of pages) {
    if (status === 404) {
      throw new CmsContentError(`CMS content "${type}": nothing published at ${url} (publish it in the admin)`);
    }
    if (status < 200 || status > 299) throw new CmsContentError(`CMS content "${type}": ${url} answered ${status}`);
    data.push((JSON.parse(text) as { data?: unknown }).data);
  }
  // A list's pages are one list; a single type is its one answer's data.
  return pages.length > 1 ? data.flat() : data[0];
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * A field's place as an editor counts in the admin: "slides.2.image.alternativeText" is "Slides 3 › Image ›
 * Alternative text". The dot path counts from 0, and an editor who cleared the third slide's text read
 * "slides.2" as the second (qa21a); the message shows the CMS panel beside every entry.
 */
export function placeOf(path: string, data?: unknown): string {
  // In a list of entries (the FAQ, the sponsors…) the first step is an entry, which an editor knows by its
  // question or name: "10.answer" read as "10 › Answer" (qa26a).
  const [first = '', ...rest] = path.split('.');
  if (Array.isArray(data) && /^\d+$/.test(first)) {
    const name = entryNameOf(data[Number(first)]);
    const entry = name ? `The entry “${name}”` : `Entry ${Number(first) + 1}`;
    return rest.length > 0 ? `${entry} › ${placeOf(rest.join('.'))}` : entry;
  }
  const words: string[] = [];
  for (const part of path.split('.')) {
    if (/^\d+$/.test(part) && words.length > 0) words[words.length - 1] += ` ${Number(part) + 1}`;
    else words.push(capitalised(part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()));
  }
  return words.join(' › ');
}

/** The fields an editor knows a list's entry by, in the order tried. */
const ENTRY_NAMES = ['question', 'title', 'name', 'label', 'slug'] as const;

/** How an editor knows an entry of a list: its question, title or name, shortened; none when all are blank. */
function entryNameOf(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  for (const key of ENTRY_NAMES) {
    const value = (entry as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') {
      const name = value.trim().replace(/\s+/g, ' ');
      return name.length > 60 ? `${name.slice(0, 59)}…` : name;
    }
  }
  return undefined;
}

/** The media library file a problem is about (an image without alternative text), by its name there. */
function fileOf(issue: v.BaseIssue<unknown>): string | undefined {
  const holder = issue.path?.at(-1)?.input as { name?: unknown; mime?: unknown } | undefined;
  return typeof holder?.name === 'string' && typeof holder.mime === 'string' ? holder.name : undefined;
}

/** Validates CMS content against its schema; a problem names the content type, the field and its place. */
export function parseContent<S extends v.GenericSchema>(type: ContentType, schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => {
    const field = v.getDotPath(issue);
    if (field === null) return `  field "(the entry itself)": ${issue.message}`;
    const file = fileOf(issue);
    return `  field "${field}" (${placeOf(field, data)}${file ? `, file "${file}"` : ''}): ${issue.message}`;
  });
  throw new CmsContentError(`CMS content "${type}" does not fit the site:\n${problems.join('\n')}`);
}

const cache = new Map<ContentType, Promise<unknown>>();

/** Reads, validates and memoises one content type: each is fetched once per build. */
function load<S extends v.GenericSchema>(type: ContentType, schema: S): Promise<v.InferOutput<S>> {
  if (!cache.has(type))
    cache.set(
      type,
      fetchContent(type).then((data) => parseContent(type, schema, data)),
    );
  return cache.get(type) as Promise<v.InferOutput<S>>;
}

/** Site settings (year label, switches, deadlines). */
export const getSiteSettings = (): Promise<SiteSettings> => load('site-setting', SiteSettingsSchema);
export const getFooter = () => load('footer', FooterSchema);
export const getEvents = () => load('event', v.array(EventSchema));
export const getFaqEntries = () => load('faq-entry', v.array(FaqEntrySchema));

/**
 * The consent text of one form, with its version (`consentTextVersionOf`); the build fails, naming it, when
 * it is not published.
 */
export async function getConsentText(slug: ConsentTextSlug): Promise<ConsentText & { version: string }> {
  const texts = await load('consent-text', v.array(ConsentTextSchema));
  const found = texts.find((entry) => entry.slug === slug);
  if (!found)
    throw new CmsContentError(`CMS content "consent-text": no published entry "${slug}" (publish it in the admin)`);
  return { ...found, version: consentTextVersionOf(found) };
}
export const getHomePage = () => load('home-page', HomePageSchema);
export const getAboutPage = () => load('about-page', AboutPageSchema);
export const getScholarshipPage = () => load('scholarship-page', ScholarshipPageSchema);
export const getScholarshipCriteriaPage = () => load('scholarship-criteria-page', ScholarshipCriteriaPageSchema);
export const getSponsorshipTiers = () => load('sponsorship-tier', v.array(SponsorshipTierSchema));
/** The sponsors whose logos the home page shows, in the order staff gave them. */
export const getSponsors = () => load('sponsor', v.array(SponsorSchema));
/** The active US states by stateId (the company form's state select). */
export const getUsStates = async () =>
  (await load('us-state', v.array(UsStateSchema))).filter((state) => state.isActive);
export const getGrantsPage = () => load('grants-page', GrantsPageSchema);
export const getExplorerPostPage = () => load('explorer-post-page', ExplorerPostPageSchema);
export const getDayOfEventPage = () => load('day-of-event-page', DayOfEventPageSchema);

/**
 * The option lists of these catalogues as a form's selects show them (the same entries as the API's
 * GET /api/catalog-items/{category}), built into a form page so its selects have their options before any
 * script runs.
 */
export async function getCatalogues<const C extends CatalogCategory>(
  categories: readonly C[],
): Promise<Record<C, Choice[]>> {
  const items = await load('catalog-item', v.array(CatalogItemSchema));
  return Object.fromEntries(
    categories.map((category) => [category, readCatalogChoices(catalogAnswer(category, items))]),
  ) as Record<C, Choice[]>;
}

/** The event with this slug; the build fails if the CMS does not have it. */
export async function getEvent(slug: 'middle-school' | 'high-school') {
  const event = (await getEvents()).find((e) => e.slug === slug);
  if (!event) throw new CmsContentError(`CMS content "event": no published event with slug "${slug}"`);
  return event;
}

/** Absolute URL of an uploaded file (Strapi answers paths relative to its origin). */
export const mediaUrl = (url: string) => (/^https?:\/\//.test(url) ? url : `${cmsUrl()}${url}`);
