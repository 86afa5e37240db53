import {
  COMPANY_LABELS,
  companyRegistration,
  fillCompanyCatalogueNames,
  includesHighSchool,
  includesMiddleSchool,
  type CatalogCategory,
  type CompanyEditOutput,
} from '@stem/shared';
import { isAnswerGroup, trimmedAnswer } from '@stem/shared/registration/fields/answers';
import { AppError } from '../../errors/app-error.ts';
import { invoiceAction, invoiceTerms, SponsorshipInvoices } from '../../invoices/sponsorship-invoices.ts';
import { formatDollars } from '../../invoices/invoice-pdf.ts';
import {
  companyBeforeTheDay,
  companyCreated,
  companyUpdated,
  type InvoiceNews,
} from '../../mail/templates/company-mails.ts';
import type { Registration } from '../../store/registration-store.ts';
import { defineApiKind, type KindServices } from '../api-kind.ts';

/** The refusal when a sponsorship cannot be priced: the CMS is down and its tiers were never stored. */
export const SPONSORSHIP_UNAVAILABLE_MESSAGE =
  'Sponsorships cannot be registered at the moment. Please try again later.';

/** The -2 message on sponsorshipType for a tier the CMS no longer publishes. */
export const TIER_NOT_OFFERED_MESSAGE = 'This sponsorship level is not offered at the moment. Please choose another.';

/** The -2 message on the email for a second registration with the same main contact. */
export const DUPLICATE_COMPANY_MESSAGE =
  'A company registration with this email already exists. Please log in to view or change it.';

/** The answers a company's confirmation repeats, with labels that stand alone outside the form's sections. */
export const COMPANY_MAIL_ANSWERS = [
  { field: 'companyType', label: 'Organization Type' },
  { field: 'stem', label: 'STEM Fields' },
  { field: 'msInformationFair.numberOfTables', label: 'Information Fair Tables' },
  { field: 'msInformationFair.isElectricityNeeded', label: 'Information Fair Electricity Needed' },
  { field: 'msInteractive.description', label: 'Activity Description' },
  { field: 'msInteractive.classroomStyle', label: 'Activity Room' },
  { field: 'msInteractive.isAdditionalTablesNeeded', label: 'Activity Large Tables Needed' },
  { field: 'msInteractive.numberOfTables', label: 'Number of Large Tables' },
  { field: 'msInteractive.isProjectorNeeded', label: 'Projector Needed' },
  { field: 'msInteractive.isInternetNeeded', label: 'Internet Needed' },
  { field: 'msInteractive.isExtensionCordNeeded', label: 'Extension Cord Needed' },
  { field: 'msInteractive.cables', label: 'Cables or Adapters' },
  { field: 'msInteractive.isLunchNeeded', label: 'Lunch for the Main Contact' },
  { field: 'msInteractive.lunchTypeId', label: 'Main Contact Lunch Type' },
  { field: 'hsNumberOfTables', label: 'High School Tables' },
  { field: 'hsIsElectricityNeeded', label: 'High School Electricity Needed' },
  { field: 'sponsorshipType', label: 'Sponsorship Level' },
  { field: 'tShirtSizeId', label: 'Main Contact T-Shirt Size' },
] as const;

/** Titles by id of a CMS catalogue the API reads ('' ids never looked up). */
async function titles(services: KindServices, category: CatalogCategory): Promise<Map<string, string>> {
  const { items } = await services.cms.getCatalog(category);
  return new Map((items ?? []).map((item) => [String(item.itemId), item.title]));
}

/** What the confirmation says of the invoice, from the answers and the invoice the registration holds. */
function invoiceNews(values: CompanyEditOutput, previous: Registration | null): InvoiceNews {
  const action = invoiceAction(values, previous?.invoice ?? null, previous?.data);
  switch (action.kind) {
    case 'none':
    case 'issue':
      return { kind: action.kind };
    case 'reissue':
      return { kind: 'reissue', number: action.held.number };
    case 'keep':
      return {
        kind: 'keep',
        number: action.held.number,
        tierName: action.held.tierName,
        amount: formatDollars(action.held.amount),
      };
    case 'cancel':
      return { kind: 'cancel', number: action.held.number };
  }
}

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
  // The tiers by SPEC §3's codes: the CMS names a tier's price, the code stays what the company chose.
  attendsAs: 'Company contact',
  answerLabels: { ...COMPANY_LABELS, sponsorshipType: { '0': 'Blue', '1': 'Gold', '2': 'Wingfoot' } },
  // The confirmation repeats what the organisers prepare for each day (tables, power, the room and its
  // equipment, lunch, T-shirts) and the level invoiced: a coordinator checks it, or forwards it to the
  // colleagues who staff the stand. A section the company does not attend is cleared, so it is left out.
  mailAnswers: COMPANY_MAIL_ANSWERS,
  // SPEC §3: the STEM flags are "'1'/'0' on entry, numbers on load" (the edit form reads either; a body
  // that sends them back as numbers is read as text, spec-body.ts).
  presentStored(data) {
    if (!isAnswerGroup(data.stem)) return data;
    const stem = Object.fromEntries(Object.entries(data.stem).map(([field, flag]) => [field, Number(flag)]));
    return { ...data, stem };
  },
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
  afterSave: (saved, previous, services) => new SponsorshipInvoices(services).afterSave(saved, previous),
  // Lunches and T-shirts are the middle school day's (its interactive activity, Wingfoot's shirts): first.
  eventsOf: (data) => [
    ...(includesMiddleSchool(data) ? (['middle-school'] as const) : []),
    ...(includesHighSchool(data) ? (['high-school'] as const) : []),
  ],
  createdMail: (values, { owner, loginUrl }) => ({
    to: [owner],
    content: companyCreated(values, loginUrl, invoiceNews(values, null), owner),
  }),
  // The main contact gets the reminder; the participants, who gave only their names and details, through them.
  reminderBlocks({ data }) {
    const nameOf = (person: unknown) =>
      isAnswerGroup(person) ? `${trimmedAnswer(person.firstName)} ${trimmedAnswer(person.lastName)}`.trim() : '';
    const contact = nameOf(data);
    const participants = (Array.isArray(data.participants) ? data.participants : []).map(nameOf).filter(Boolean);
    return companyBeforeTheDay(trimmedAnswer(data.companyName), [
      ...(contact ? [`${contact} (main contact)`] : []),
      ...participants,
    ]);
  },

  updatedMail: (values, { owner, loginUrl, previous, files }) => ({
    to: [owner],
    content: companyUpdated(values, loginUrl, invoiceNews(values, previous), files ?? {}),
  }),
});
