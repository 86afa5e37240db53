import type { CatalogItem, InvoiceSettings, SponsorshipTierTerms, UsState } from '@stem/shared';
import { extractText, getDocumentProxy } from 'unpdf';
import type { InvoiceRecord } from '../store/registration-store.ts';
import type { CmsStandInOptions } from './cms-stand-in.ts';
import type { MimePart } from './parse-eml.ts';

/** A CMS catalogue item as the API reads it (active, no translator question). */
export const catalogItem = (category: CatalogItem['category'], itemId: number, title: string): CatalogItem => ({
  category,
  itemId,
  title,
  isActive: true,
  offersTranslation: false,
});

/** SPEC §9's tiers (the CMS seed's terms). */
export const TIERS: SponsorshipTierTerms[] = [
  { code: 0, name: 'Blue', price: 500, studentsSupported: 15 },
  { code: 1, name: 'Gold', price: 750, studentsSupported: 25 },
  { code: 2, name: 'Wingfoot', price: 1050, studentsSupported: 35 },
];

export const INVOICE_SETTINGS: InvoiceSettings = {
  issuerName: 'STEM Career Day',
  issuerAddress: 'STEM Career Day Office\n302 Campus Drive\nAkron, OH 44325',
  contactName: 'Sponsorship Team',
  contactEmail: 'sponsorship@example.org',
  contactPhone: '330-555-0150',
  paymentInstructions: 'Please pay by check made payable to "STEM Career Day".',
  paymentDueDays: 30,
};

const STATES: UsState[] = [
  { stateId: 23, code: 'MI', title: 'Michigan', isActive: true },
  { stateId: 36, code: 'OH', title: 'Ohio', isActive: true },
];

/** What the company registration reads from the CMS: lunch and T-shirt catalogues, states, tiers, invoicing. */
export const COMPANY_CMS: Omit<CmsStandInOptions, 'settings'> = {
  catalog: [
    catalogItem('LUNCH', 1, 'Deli Sandwich'),
    catalogItem('LUNCH', 2, 'Vegetarian'),
    catalogItem('LUNCH', 3, 'Gluten Free'),
    ...['S', 'M', 'L', 'XL', '2XL', '3XL'].map((title, index) => catalogItem('TSHIRT', index + 1, title)),
  ],
  states: STATES,
  tiers: TIERS,
  invoiceSettings: INVOICE_SETTINGS,
};

/** One additional participant, with lunch (the company brings an interactive activity). */
export const companyParticipant = (first = 'Mary', email = 'mary@example.com') => ({
  firstName: first,
  lastName: 'Jackson',
  phone: '330-555-0111',
  email,
  isLunchNeeded: '1',
  lunchTypeId: '2',
  tShirtSizeId: '',
});

/**
 * A valid company registration (create mode, without the captcha token): both events, the information fair
 * and an interactive activity with lunch, Gold sponsorship, two participants.
 */
export const companyRegistrationBody = (email = 'katherine@example.com') => ({
  eventChoice: '2',
  companyType: '0',
  companyName: 'Wingfoot Labs',
  companyAddress: '200 Innovation Way',
  companyApartment: 'Suite 4',
  companyCity: 'Akron',
  companyStateId: '36',
  companyZip: '44316',
  firstName: 'Katherine',
  lastName: 'Johnson',
  email,
  phone: '330-555-0100',
  cellPhone: '330-555-0101',
  stem: { science: '0', technology: '1', engineering: '1', math: '0' },
  msEventType: '2',
  msInformationFair: { numberOfTables: '1', isElectricityNeeded: '1' },
  msInteractive: {
    description: 'Build a tyre tread and test its grip.',
    classroomStyle: '0',
    isAdditionalTablesNeeded: '0',
    numberOfTables: '',
    isProjectorNeeded: '1',
    isInternetNeeded: '0',
    isExtensionCordNeeded: '0',
    cables: '',
    isLunchNeeded: '1',
    lunchTypeId: '3',
  },
  hsNumberOfTables: '2',
  hsIsElectricityNeeded: '0',
  isSponsor: '1',
  sponsorshipType: '1',
  tShirtSizeId: '',
  participants: [companyParticipant(), companyParticipant('Dorothy', 'dorothy@example.com')],
});

const flatten = (part: MimePart): MimePart[] => [part, ...part.parts.flatMap(flatten)];

/** The PDF files attached to a mail. */
export const pdfAttachments = (mail: MimePart) => flatten(mail).filter((part) => part.type === 'application/pdf');

/** A PDF's text, read back with a PDF reader (unpdf, Mozilla's pdf.js), pages joined and spaces collapsed. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A standing Gold invoice ($750) as the store keeps it, under `number`, with `changes` over it. */
export const goldInvoice = (number: string, changes: Partial<InvoiceRecord> = {}): InvoiceRecord => ({
  number,
  tierCode: '1',
  tierName: 'Gold',
  amount: 750,
  replaces: null,
  issuedAt: new Date().toISOString(),
  cancelledAt: null,
  ...changes,
});
