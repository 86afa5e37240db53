// Types only: this module also runs in the browser (/contact), where the content schemas and their
// validation library have no business.
import type { FAQ_ACCORDIONS, FaqEntry } from '../cms/content-schemas.ts';

export type FaqSectionId = FaqEntry['section'];
export type FaqAccordionId = (typeof FAQ_ACCORDIONS)[number];

export const FAQ_SECTIONS: readonly { id: FaqSectionId; heading: string }[] = [
  { id: 'ms', heading: 'Middle School' },
  { id: 'hs', heading: 'High School' },
];

/** Every accordion of the content contract (the type makes the list exact), in SPEC order. */
export const ACCORDION_TITLES: Record<FaqAccordionId, string> = {
  'schedule-and-location': 'Schedule and Location',
  'registration-and-walk-ins': 'Registration and Walk-ins',
  'who-can-attend': 'Who Can Attend',
  'allergies-and-accommodations': 'Allergies and Accommodations',
};
const ACCORDIONS = Object.keys(ACCORDION_TITLES) as FaqAccordionId[];

/**
 * The id scheme of the FAQ accordions: `<section>-<accordion>`, section `ms` or `hs`, accordion one of
 * FAQ_ACCORDIONS, e.g. `ms-registration-and-walk-ins`. It is the element id of the accordion on /contact
 * and the value of `/contact?accordionId=…`, which opens that accordion on load and scrolls to it; other
 * pages and emails link to answers this way, so the scheme must not change.
 */
export const accordionElementId = (section: FaqSectionId, accordion: FaqAccordionId) => `${section}-${accordion}`;

/** The accordion a `?accordionId=` query names, or null when it names none (absent, unknown, malformed). */
export function parseAccordionId(search: string): { section: FaqSectionId; accordion: FaqAccordionId } | null {
  const value = new URLSearchParams(search).get('accordionId')?.trim().toLowerCase();
  if (!value) return null;
  for (const { id: section } of FAQ_SECTIONS) {
    for (const accordion of ACCORDIONS) {
      if (value === accordionElementId(section, accordion)) return { section, accordion };
    }
  }
  return null;
}

export interface FaqAccordion {
  id: string;
  accordion: FaqAccordionId;
  title: string;
  entries: FaqEntry[];
}

/** The FAQ page's structure: both sections, each with the four accordions in SPEC order, entries by `order`. */
export function groupFaq(entries: readonly FaqEntry[]) {
  return FAQ_SECTIONS.map(({ id: section, heading }) => ({
    section,
    heading,
    accordions: ACCORDIONS.map((accordion): FaqAccordion => ({
      id: accordionElementId(section, accordion),
      accordion,
      title: ACCORDION_TITLES[accordion],
      entries: entries
        .filter((e) => e.section === section && e.accordion === accordion)
        .toSorted((a, b) => a.order - b.order),
    })),
  }));
}
