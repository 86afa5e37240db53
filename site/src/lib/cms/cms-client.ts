import * as v from 'valibot';
import { SiteSettingsSchema, UsStateSchema, type SiteSettings } from '@stem/shared';
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
  'us-state': '/api/us-states?sort=stateId&pagination[pageSize]=100',
  'grants-page':
    '/api/grants-page?populate[deadlines]=true&populate[downloads][populate]=file&populate[slides][populate]=image',
  'explorer-post-page': '/api/explorer-post-page?populate[scholarships]=true',
  'day-of-event-page': '/api/day-of-event-page?populate[tabs][populate]=*',
} as const;

export type ContentType = keyof typeof CONTENT_ENDPOINTS;

/** Thrown when the CMS cannot be read or its content does not fit: fails the build with a readable message. */
export class CmsContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CmsContentError';
  }
}

async function fetchContent(type: ContentType): Promise<unknown> {
  const url = `${cmsUrl()}${CONTENT_ENDPOINTS[type]}`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new CmsContentError(`CMS content "${type}": the CMS did not answer at ${url} (${(error as Error).message})`);
  }
  if (response.status === 404) {
    throw new CmsContentError(`CMS content "${type}": nothing published at ${url} (publish it in the admin)`);
  }
  if (!response.ok) throw new CmsContentError(`CMS content "${type}": ${url} answered ${response.status}`);
  const body = (await response.json()) as { data?: unknown };
  return body.data;
}

/** Validates CMS content against its schema; a problem names the content type and the field. */
export function parseContent<S extends v.GenericSchema>(type: ContentType, schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => {
    const field = v.getDotPath(issue) ?? '(the entry itself)';
    return `  field "${field}": ${issue.message}`;
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
/** The active US states by stateId (the company form's state select). */
export const getUsStates = async () =>
  (await load('us-state', v.array(UsStateSchema))).filter((state) => state.isActive);
export const getGrantsPage = () => load('grants-page', GrantsPageSchema);
export const getExplorerPostPage = () => load('explorer-post-page', ExplorerPostPageSchema);
export const getDayOfEventPage = () => load('day-of-event-page', DayOfEventPageSchema);

/** The event with this slug; the build fails if the CMS does not have it. */
export async function getEvent(slug: 'middle-school' | 'high-school') {
  const event = (await getEvents()).find((e) => e.slug === slug);
  if (!event) throw new CmsContentError(`CMS content "event": no published event with slug "${slug}"`);
  return event;
}

/** Absolute URL of an uploaded file (Strapi answers paths relative to its origin). */
export const mediaUrl = (url: string) => (/^https?:\/\//.test(url) ? url : `${cmsUrl()}${url}`);
