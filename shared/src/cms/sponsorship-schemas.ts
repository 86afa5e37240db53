import * as v from 'valibot';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * What a sponsorship tier costs and gives, as the CMS collection `sponsorship-tier` publishes it (the terms
 * every reader needs; the site adds the benefits text and the order). `code` is what a company registration
 * stores as `sponsorshipType` (SPEC §3: 0 Blue, 1 Gold, 2 Wingfoot); `price` is in whole dollars.
 */
export const SponsorshipTierTermsSchema = v.object({
  code: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2)),
  name: text,
  price: count,
  studentsSupported: count,
});
export type SponsorshipTierTerms = v.InferOutput<typeof SponsorshipTierTermsSchema>;

/**
 * Single type `sponsorship-invoice`: who issues the sponsorship invoices and how sponsors pay, edited by
 * staff. The registration API prints it on every invoice.
 */
export const InvoiceSettingsSchema = v.object({
  /** Who the invoice is from and who payments are made out to. */
  issuerName: text,
  /** The issuer's postal address, one line per address line. */
  issuerAddress: text,
  /** The organisers' contact for questions about the invoice. */
  contactName: text,
  contactEmail: v.pipe(v.string(), v.trim(), v.email('must be an email address')),
  contactPhone: text,
  /** How to pay (check, transfer…), plain text; paragraphs separated by blank lines. */
  paymentInstructions: text,
  /** Days from the invoice date to the due date. */
  paymentDueDays: v.pipe(count, v.maxValue(365)),
});
export type InvoiceSettings = v.InferOutput<typeof InvoiceSettingsSchema>;
