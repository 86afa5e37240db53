import * as v from 'valibot';
import { EventTimesSchema } from '@stem/shared/cms/event-schema';
import { SponsorshipTierTermsSchema } from '@stem/shared/cms/sponsorship-schemas';
import { unknownPagesIn } from '../markdown/page-links.ts';

/**
 * The content contract between the CMS and the site: what every page needs from Strapi's REST API, as
 * Strapi 5 returns it (flat entries; components as nested objects; media as objects with url). The CMS's
 * content types and seed must produce exactly this; the build validates it and fails naming the content
 * type and the field when something does not fit.
 */

const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
/**
 * Markdown (Strapi "Rich text (Markdown)"), rendered at build time with raw HTML disabled. A link to a page of
 * the site that does not exist is refused with its address, as the CMS panel shows it (qa25a: "/maps").
 */
const markdown = v.pipe(
  v.string(),
  v.nonEmpty('must not be empty'),
  v.check(
    (value) => unknownPagesIn(value).length === 0,
    (issue) =>
      `links to ${unknownPagesIn(String(issue.input))
        .map((link) => `“${link}”`)
        .join(', ')}, which is no page of the site: check the address (for example /map, /register or /contact)`,
  ),
);
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/**
 * A link to another site that a page shows: http(s) only. `v.url` alone takes any scheme the URL parser
 * does, `javascript:` included, and a page must never carry one whoever typed it.
 */
const webAddress = v.pipe(v.string(), v.url('must be a URL'), v.regex(/^https?:\/\//i, 'must start with https://'));
/** An optional web address: unset, empty or http(s). */
const optionalWebAddress = v.nullish(v.union([v.literal(''), webAddress]));

/** An uploaded image or file. Images must carry alternative text (set in the media library). */
export const MediaSchema = v.object({
  url: text,
  mime: text,
  width: v.nullish(v.number()),
  height: v.nullish(v.number()),
  alternativeText: v.nullish(v.string()),
});
export const ImageSchema = v.object({
  ...MediaSchema.entries,
  mime: v.pipe(text, v.startsWith('image/', 'must be an image')),
  width: v.number('an image needs its width'),
  height: v.number('an image needs its height'),
  alternativeText: v.pipe(
    v.string('needs alternative text (media library)'),
    v.trim(),
    v.nonEmpty('needs alternative text (media library)'),
  ),
});
export type Media = v.InferOutput<typeof MediaSchema>;
export type Image = v.InferOutput<typeof ImageSchema>;

/** Component `shared.slide` */
export const SlideSchema = v.object({ image: ImageSchema, caption: v.nullish(v.string()) });

export const EVENT_SLUGS = ['middle-school', 'high-school'] as const;
export type EventSlug = (typeof EVENT_SLUGS)[number];

/**
 * Collection `event` (two entries). Its six times are Strapi `time` fields ("07:45:00.000"), shared with the
 * API's mails (EventTimesSchema); two readings (SPEC §9): `checkIn*`, `startTime`, `endTime` are the about
 * page's; `homeStartTime`, `homeEndTime` are the home and day-of-event pages'.
 */
export const EventSchema = v.object({
  slug: v.picklist(EVENT_SLUGS),
  name: text,
  /** YYYY-MM-DD */
  eventDate: v.pipe(v.string(), v.isoDate('must be a date')),
  venue: text,
  venueAddress: text,
  /** e.g. "6-8" */
  grades: text,
  ...EventTimesSchema.entries,
});
export type CareerDayEvent = v.InferOutput<typeof EventSchema>;

export const FAQ_ACCORDIONS = [
  'schedule-and-location',
  'registration-and-walk-ins',
  'who-can-attend',
  'allergies-and-accommodations',
] as const;

/** Collection `faq-entry` */
export const FaqEntrySchema = v.object({
  section: v.picklist(['ms', 'hs']),
  accordion: v.picklist(FAQ_ACCORDIONS),
  question: text,
  answer: markdown,
  order: count,
});
export type FaqEntry = v.InferOutput<typeof FaqEntrySchema>;

/** The forms whose signature fields show a consent text (collection `consent-text`, one entry each). */
export const CONSENT_TEXT_SLUGS = ['hs-chaperone', 'ms-student', 'hs-student', 'day-of'] as const;
export type ConsentTextSlug = (typeof CONSENT_TEXT_SLUGS)[number];

/** Collection `consent-text`: what a person agrees to, shown above the signature fields. */
export const ConsentTextSchema = v.object({
  slug: v.picklist(CONSENT_TEXT_SLUGS),
  title: text,
  body: markdown,
});
export type ConsentText = v.InferOutput<typeof ConsentTextSchema>;

/** Single type `home-page` */
export const HomePageSchema = v.object({
  slides: v.pipe(v.array(SlideSchema), v.minLength(1, 'needs at least one slide')),
  middleSchoolText: markdown,
  highSchoolText: markdown,
  grantsScholarshipsText: markdown,
  sponsorsBanner: ImageSchema,
  universityLogo: ImageSchema,
});

/** Single type `about-page` */
export const AboutPageSchema = v.object({ intro: markdown });

/** Component `scholarship.fund` */
export const FundSchema = v.object({
  name: text,
  description: text,
  maxAwards: count,
  amount: count,
  priorityAwards: count,
});
/** Component `scholarship.discipline` */
export const DisciplineSchema = v.object({
  column: v.picklist(['science', 'technology', 'engineering', 'mathematics']),
  name: text,
});

/** Single type `scholarship-page` (the career-day date in its text comes from the high school event). */
export const ScholarshipPageSchema = v.object({
  intro: markdown,
  funds: v.pipe(v.array(FundSchema), v.minLength(1)),
  priorityDistrict: text,
  eligibility: markdown,
  applicationDeadline: text,
  acceptanceEvidenceDeadline: text,
  materials: markdown,
  applicationEmail: v.pipe(v.string(), v.email('must be an email address')),
  emailLimitMb: count,
  disciplines: v.pipe(v.array(DisciplineSchema), v.minLength(4)),
  criteriaDocument: MediaSchema,
});

/** Single type `scholarship-criteria-page` */
export const ScholarshipCriteriaPageSchema = v.object({ body: markdown });

/**
 * Collection `sponsorship-tier`: the terms the registration API invoices (code, name, price, students
 * supported), and what the register and company pages show beside them.
 */
export const SponsorshipTierSchema = v.object({
  ...SponsorshipTierTermsSchema.entries,
  benefits: markdown,
  order: count,
});
export type SponsorshipTier = v.InferOutput<typeof SponsorshipTierSchema>;

/** Component `grants.deadline` */
export const GrantDeadlineSchema = v.object({ label: text, dateText: text });
/** Component `grants.download` */
export const GrantDownloadSchema = v.object({
  level: v.picklist(['high-school', 'middle-school']),
  label: text,
  file: MediaSchema,
});

/** Single type `grants-page` */
export const GrantsPageSchema = v.object({
  intro: markdown,
  body: markdown,
  deadlines: v.array(GrantDeadlineSchema),
  downloads: v.array(GrantDownloadSchema),
  slides: v.pipe(v.array(SlideSchema), v.minLength(1, 'needs at least one slide')),
});

/** Single type `explorer-post-page` */
export const ExplorerPostPageSchema = v.object({
  intro: markdown,
  minimumAge: count,
  scholarships: v.array(v.object({ name: text, amount: count })),
  mentorship: markdown,
});

/** Component `day-of.tab` */
export const DayOfTabSchema = v.object({
  eventSlug: v.picklist(EVENT_SLUGS),
  label: text,
  /**
   * Which of SPEC §9's two readings of the day the tab's Time shows: the home page's one span (the middle
   * school day's "8:00 am-2:30 pm", which SPEC gives the map page too) or the about page's check-in and
   * programme (the high school day: only its home page says 8:00). Empty (a tab saved before the field) is the
   * home page's.
   */
  timeReading: v.nullish(v.picklist(['home-page', 'about-page']), 'home-page'),
  schedule: markdown,
  map: ImageSchema,
  parkingMap: ImageSchema,
});
/** Single type `day-of-event-page` */
export const DayOfEventPageSchema = v.object({ tabs: v.pipe(v.array(DayOfTabSchema), v.minLength(2)) });

/**
 * Collection `sponsor`: a sponsor whose logo the home page shows (SPEC §9: Gold and Wingfoot sponsorships
 * come with the logo on the website). The logo's alternative text is the sponsor's name, so a logo
 * downloaded from the desk and uploaded as it is needs none in the media library.
 */
export const SponsorSchema = v.object({
  name: text,
  tier: v.picklist(['Wingfoot', 'Gold'], 'must be Wingfoot or Gold'),
  logo: v.object({ ...ImageSchema.entries, alternativeText: v.nullish(v.string()) }),
  website: optionalWebAddress,
  order: count,
});
export type Sponsor = v.InferOutput<typeof SponsorSchema>;

/** Single type `footer` */
export const FooterSchema = v.object({
  text: markdown,
  privacyPolicyUrl: webAddress,
  /** The university's own request-info page, for the students' thank-you link; unset (or '') is /contact. */
  universityInfoUrl: optionalWebAddress,
});
