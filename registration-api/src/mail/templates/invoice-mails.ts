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
        ? [
            paragraph(
              `It replaces invoice ${invoice.replaces}, which is void: please pay the new one only. If you have paid invoice ${invoice.replaces} already, that payment counts towards this one.`,
            ),
          ]
        : []),
    paragraph(`The invoice is made out to ${endingWith(invoice.companyName)} Payment instructions are on the invoice.`),
  ],
});

/** An invoice as the sponsorship team reads it: its number, tier and amount, and whom it bills. */
export interface TeamInvoice {
  number: string;
  tierName: string;
  /** Formatted: "$750.00". */
  amount: string;
  companyName: string;
  contactName: string;
  contactEmail: string;
}

/**
 * To the sponsorship team (the CMS's contact address for "sponsorship"), with the invoice's PDF: each invoice
 * the site issues, and the one it voids, so the team's books match what companies were sent without a look at
 * the desk (qa14a: a replaced or cancelled invoice left no trace for them).
 */
export const invoiceIssuedForTeam = (
  invoice: TeamInvoice & { replaces: string | null; newBillTo?: boolean },
): MailContent => ({
  subject: `Sponsorship invoice ${invoice.number} issued: ${invoice.companyName}`,
  // The organisers' own notice: no "replies are not read" line (a reply reaches the company: Reply-To).
  audience: 'organisers',
  blocks: [
    paragraph(
      `Invoice ${invoice.number} for the ${invoice.tierName} sponsorship (${invoice.amount}) was issued to ${invoice.companyName} and mailed to its main contact, ${invoice.contactName} (${invoice.contactEmail}). A copy is attached.`,
    ),
    ...(invoice.replaces
      ? [
          paragraph(
            invoice.newBillTo
              ? `It replaces invoice ${invoice.replaces}, which is void: the company changed its billing details, and the amount is the same. A payment made on invoice ${invoice.replaces} counts for this one.`
              : `It replaces invoice ${invoice.replaces}, which is void: the company chose another sponsorship level. A payment made on invoice ${invoice.replaces} counts towards this one.`,
          ),
        ]
      : []),
  ],
});

/** Why an invoice was cancelled, as the team is told. */
export type InvoiceCancelledBecause = 'no-longer-sponsoring' | 'registration-cancelled' | 'deleted-on-desk';

const CANCELLED_BECAUSE: Record<InvoiceCancelledBecause, string> = {
  'no-longer-sponsoring': 'the company changed its registration and no longer sponsors',
  'registration-cancelled': 'the company cancelled its registration',
  'deleted-on-desk': 'the organisers deleted the registration on the staff desk',
};

/** To the sponsorship team when an invoice is cancelled (see invoiceIssuedForTeam). */
export const invoiceCancelledForTeam = (invoice: TeamInvoice & { because: InvoiceCancelledBecause }): MailContent => ({
  subject: `Sponsorship invoice ${invoice.number} cancelled: ${invoice.companyName}`,
  audience: 'organisers',
  blocks: [
    paragraph(
      `Invoice ${invoice.number} for the ${invoice.tierName} sponsorship (${invoice.amount}) to ${invoice.companyName} is cancelled: ${CANCELLED_BECAUSE[invoice.because]}. Its main contact, ${invoice.contactName} (${invoice.contactEmail}), ${invoice.because === 'deleted-on-desk' ? 'was not told by the site: please tell them the invoice is void' : 'was told to disregard it'}. If it was paid already, a refund may be due.`,
    ),
  ],
});
