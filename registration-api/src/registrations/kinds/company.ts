import {
  attendsEvent,
  COMPANY_LABELS,
  companyRegistration,
  fillCompanyCatalogueNames,
  hasInformationFair,
  hasInteractiveActivity,
  includesHighSchool,
  includesMiddleSchool,
  isSponsoring,
  type CatalogCategory,
  type CompanyEditOutput,
} from '@stem/shared';
import { AppError } from '../../errors/app-error.ts';
import { invoiceAction, invoiceTerms, SponsorshipInvoices } from '../../invoices/sponsorship-invoices.ts';
import { defineApiKind, type KindServices } from '../api-kind.ts';

/** The refusal when a sponsorship cannot be priced: the CMS is down and its tiers were never stored. */
export const SPONSORSHIP_UNAVAILABLE_MESSAGE =
  'Sponsorships cannot be registered at the moment. Please try again later.';

/** The -2 message on sponsorshipType for a tier the CMS no longer publishes. */
export const TIER_NOT_OFFERED_MESSAGE = 'This sponsorship level is not offered at the moment. Please choose another.';

/** The -2 message on the email for a second registration with the same main contact. */
export const DUPLICATE_COMPANY_MESSAGE =
  'A company registration with this email already exists. Please log in to view or change it.';

/** Titles by id of a CMS catalogue the API reads ('' ids never looked up). */
async function titles(services: KindServices, category: CatalogCategory): Promise<Map<string, string>> {
  const { items } = await services.cms.getCatalog(category);
  return new Map((items ?? []).map((item) => [String(item.itemId), item.title]));
}

/** The career days and what the company brings to each, as the confirmation names them. */
export function chosenEvents(values: CompanyEditOutput): string[] {
  const events: string[] = [];
  if (includesMiddleSchool(values)) {
    const parts = [
      ...(hasInformationFair(values) ? ['an information fair stand'] : []),
      ...(hasInteractiveActivity(values) ? ['an interactive activity'] : []),
    ];
    events.push(`Middle School STEM Career Day: ${parts.join(' and ')}`);
  }
  if (includesHighSchool(values)) events.push('High School STEM Career Day');
  if (!attendsEvent(values)) events.push('Sponsorship only: nobody from your organization attends a career day');
  return events;
}

/** What the confirmation says the registration is for: its events, participants and whether it sponsors. */
function summary(values: CompanyEditOutput): string[] {
  const participants = values.participants.length;
  return [
    `Organization type: ${COMPANY_LABELS.companyType[values.companyType]}`,
    '',
    'You registered for:',
    ...chosenEvents(values).map((event) => `- ${event}`),
    ...(attendsEvent(values) ? [`Additional participants: ${participants === 0 ? 'none' : participants}`] : []),
    ...(isSponsoring(values) ? [] : ['Sponsorship: none this year']),
  ];
}

const loginLines = (loginUrl: string) => [
  '',
  'To view or change your registration, log in with the email address you registered with:',
  loginUrl,
];

/**
 * Company, university or organization (COMPANY, SPEC §2-§5), owned by its main contact's email. Its own
 * steps: a sponsorship needs the CMS's tiers and invoice settings and a tier the CMS publishes (checked
 * before anything is stored); the state, lunch and T-shirt names come from the API's own catalogues; after
 * storing, the sponsorship invoice is issued, kept, replaced or cancelled (`SponsorshipInvoices`) and goes
 * with the confirmation to the main contact.
 */
export const company = defineApiKind({
  definition: companyRegistration,
  duplicateMessage: DUPLICATE_COMPANY_MESSAGE,
  async check(values, services, stored) {
    if (invoiceAction(values, stored?.invoice ?? null).kind !== 'issue') return null;
    const terms = await invoiceTerms(services.cms);
    if (!terms) throw new AppError('CMS_UNAVAILABLE', SPONSORSHIP_UNAVAILABLE_MESSAGE);
    if (!terms.tiers.some((tier) => String(tier.code) === values.sponsorshipType)) {
      return { field: 'sponsorshipType', message: TIER_NOT_OFFERED_MESSAGE };
    }
    return null;
  },
  async complete(values, services) {
    const [states, lunches, tShirtSizes] = await Promise.all([
      services.cms.getUsStates(),
      titles(services, 'LUNCH'),
      titles(services, 'TSHIRT'),
    ]);
    const stateNames = new Map((states ?? []).map((state) => [String(state.stateId), state.title]));
    return fillCompanyCatalogueNames(values, { states: stateNames, lunches, tShirtSizes });
  },
  afterSave: (saved, _previous, services) => new SponsorshipInvoices(services).afterSave(saved),
  // Lunches and T-shirts are the middle school day's (its interactive activity, Wingfoot's shirts): first.
  eventsOf: (data) => [
    ...(includesMiddleSchool(data) ? (['middle-school'] as const) : []),
    ...(includesHighSchool(data) ? (['high-school'] as const) : []),
  ],
  createdMail: (values, { owner, loginUrl }) => ({
    to: [owner],
    subject: 'Thank you for registering for the STEM Career Day',
    text: [
      `Thank you, ${values.firstName} ${values.lastName}, for registering ${values.companyName} for the STEM Career Day.`,
      '',
      ...summary(values),
      ...loginLines(loginUrl),
    ].join('\r\n'),
  }),
  updatedMail: (values, { owner, loginUrl }) => ({
    to: [owner],
    subject: 'Your STEM Career Day company registration was updated',
    text: [
      `The STEM Career Day registration of ${values.companyName} was updated.`,
      '',
      ...summary(values),
      ...loginLines(loginUrl),
    ].join('\r\n'),
  }),
});
