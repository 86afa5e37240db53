import type { UsState } from '@stem/shared/cms/catalog-schemas';
import type { Choice } from '../api/registration-client.ts';
import type { SponsorshipTier } from '../cms/content-schemas.ts';
import { getEvent, getSponsorshipTiers, getUsStates } from '../cms/cms-client.ts';
import { formatEventDate } from '../events/event-times.ts';
import { renderMarkdown } from '../markdown/render-markdown.ts';

/** A sponsorship tier as the company form shows it: what it costs, whom it supports, what it gives. */
export interface TierCard {
  /** The registration's `sponsorshipType` (SPEC §3: 0 Blue, 1 Gold, 2 Wingfoot). */
  code: string;
  name: string;
  price: number;
  studentsSupported: number;
  /** The CMS benefits, rendered at build time with raw HTML disabled (render-markdown.ts). */
  benefitsHtml: string;
}

/** The CMS tiers for the form island, in the CMS's order; the island ships no Markdown parser. */
export const tierCards = (tiers: readonly SponsorshipTier[]): TierCard[] =>
  tiers.map((tier) => ({
    code: String(tier.code),
    name: tier.name,
    price: tier.price,
    studentsSupported: tier.studentsSupported,
    benefitsHtml: renderMarkdown(tier.benefits, 4),
  }));

/** The state select's options: "Ohio" by stateId, alphabetical as the catalogue numbers them. */
export const stateChoices = (states: readonly UsState[]): Choice[] =>
  states.map((state) => ({ value: String(state.stateId), label: state.title }));

/** What both company pages read from the CMS at build time for the form island. */
export async function companyFormContent() {
  const [tiers, states, middleSchool, highSchool] = await Promise.all([
    getSponsorshipTiers(),
    getUsStates(),
    getEvent('middle-school'),
    getEvent('high-school'),
  ]);
  return {
    tiers: tierCards(tiers),
    states: stateChoices(states),
    dates: { middleSchool: formatEventDate(middleSchool.eventDate), highSchool: formatEventDate(highSchool.eventDate) },
  };
}
