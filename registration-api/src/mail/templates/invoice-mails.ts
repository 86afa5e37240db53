import { endingWith, paragraph, type MailContent } from './mail-content.ts';

/** The mail that carries a new sponsorship invoice as a PDF, to the company's main contact. */
export const invoiceIssued = (invoice: {
  number: string;
  tierName: string;
  amount: string;
  companyName: string;
  replaces: string | null;
  /** A re-issue of the same tier and amount because who is billed changed (the company's name, address…). */
  newBillTo?: boolean;
}): MailContent => ({
  subject: `Your STEM Career Day sponsorship invoice ${invoice.number}`,
  blocks: [
    paragraph(
      `Thank you for sponsoring the STEM Career Day! Your invoice ${invoice.number} for the ${invoice.tierName} sponsorship (${invoice.amount}) is attached as a PDF.`,
    ),
    ...(invoice.replaces && invoice.newBillTo
      ? [
          paragraph(
            `It replaces invoice ${invoice.replaces}, which is void, with the billing details you changed: the amount is the same. If you have paid invoice ${invoice.replaces} already, nothing more is due.`,
          ),
        ]
      : invoice.replaces
        ? [paragraph(`It replaces invoice ${invoice.replaces}, which is void: please pay the new one only.`)]
        : []),
    paragraph(`The invoice is made out to ${endingWith(invoice.companyName)} Payment instructions are on the invoice.`),
  ],
});
