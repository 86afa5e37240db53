import { EVENT_TIME_ZONE, isSponsoring, type InvoiceSettings, type SponsorshipTierTerms } from '@stem/shared';
import { answerText, fullNameOf, trimmedAnswer } from '@stem/shared/registration/fields/answers';
import type { CmsClient } from '../cms/cms-client.ts';
import type { InvoiceRecord, Registration, RegistrationStore } from '../store/registration-store.ts';
import type { OrganiserAddresses } from '../contact/contact-recipients.ts';
import type { MailComposer } from '../mail/mail-composer.ts';
import {
  invoiceCancelledForTeam,
  invoiceIssued,
  invoiceIssuedForTeam,
  type InvoiceCancelledBecause,
  type TeamInvoice,
} from '../mail/templates/invoice-mails.ts';
import type { QueuedMessage } from '../store/mail-outbox.ts';
import { formatDollars, renderInvoicePdf } from './invoice-pdf.ts';

/** What a company registration's answers mean for the invoice it holds. */
export type InvoiceAction =
  /** Not sponsoring and no standing invoice: nothing to do. */
  | { kind: 'none' }
  /** Sponsoring the tier the standing invoice is for: it stays. */
  | { kind: 'keep'; held: InvoiceRecord }
  /** Sponsoring with no standing invoice, or another tier than it: a new invoice (replacing it). */
  | { kind: 'issue'; tierCode: string; replaces: InvoiceRecord | null }
  /**
   * The same tier, but the invoice's Bill To changed (the company's name, address or contact): a new invoice
   * for the same tier and amount replaces it, so the one the company holds names who is billed now.
   */
  | { kind: 'reissue'; held: InvoiceRecord }
  /** No longer sponsoring: the standing invoice is void. */
  | { kind: 'cancel'; held: InvoiceRecord };

/** The company's answers the invoice depends on. */
export interface SponsorshipAnswers {
  eventChoice?: unknown;
  isSponsor?: unknown;
  sponsorshipType?: unknown;
}

/**
 * The invoice to issue, keep, re-issue or cancel for a company registration's answers, given the invoice it
 * holds and, on an edit, the answers it was billed with (`billedWith`: the stored data before the edit).
 * A cancelled invoice is no standing invoice: sponsoring again issues a new one that replaces nothing.
 */
export function invoiceAction(
  answers: SponsorshipAnswers & Record<string, unknown>,
  held: InvoiceRecord | null,
  billedWith?: Record<string, unknown>,
): InvoiceAction {
  const standing = held && held.cancelledAt === null ? held : null;
  if (!isSponsoring(answers)) return standing ? { kind: 'cancel', held: standing } : { kind: 'none' };
  const tierCode = String(answers.sponsorshipType);
  if (standing?.tierCode === tierCode) {
    const rebilled = billedWith !== undefined && !sameBillTo(billedWith, answers);
    return rebilled ? { kind: 'reissue', held: standing } : { kind: 'keep', held: standing };
  }
  return { kind: 'issue', tierCode, replaces: standing };
}

/** Who an invoice is made out to, as it prints it (its Bill To): the company, its contact and address, the phone. */
const billToOf = (data: Record<string, unknown>) =>
  [answerText(data.companyName), fullNameOf(data), ...billingAddress(data), answerText(data.phone)]
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n');

const sameBillTo = (a: Record<string, unknown>, b: Record<string, unknown>) => billToOf(a) === billToOf(b);

/** STEM-2026-0007: the event year's prefix and its sequence number. */
export const formatInvoiceNumber = (year: string, sequence: number) =>
  `STEM-${year}-${String(sequence).padStart(4, '0')}`;

/** A date as the invoice prints it, in the event's time zone: "January 5, 2026". */
export const printedDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: EVENT_TIME_ZONE, dateStyle: 'long' }).format(date);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The invoice's file name in the mail. */
export const invoiceFileName = (number: string) => `invoice-${number}.pdf`;

/** The company's postal address as the invoice prints it. */
export function billingAddress(data: Record<string, unknown>): string[] {
  const state = trimmedAnswer(data.companyStateName) || trimmedAnswer(data.companyStateId);
  return [
    trimmedAnswer(data.companyAddress),
    trimmedAnswer(data.companyApartment),
    `${trimmedAnswer(data.companyCity)}, ${state} ${trimmedAnswer(data.companyZip)}`.trim(),
  ].filter((line) => line !== '');
}

export interface SponsorshipInvoicesDeps {
  store: Pick<RegistrationStore, 'nextSequence' | 'setInvoice'>;
  cms: Pick<CmsClient, 'getSponsorshipTiers' | 'getInvoiceSettings' | 'getSiteSettings'>;
  mailComposer: Pick<MailComposer, 'compose'>;
  /** The sponsorship team is told of each invoice issued or cancelled. */
  organisers: OrganiserAddresses;
  now?: () => Date;
}

/** The contact subject whose organisers keep the sponsorships' books (SPEC §3's contact subjects). */
const SPONSORSHIP_TEAM = 'sponsorship';

/** An invoice and whom it bills, as the sponsorship team's mails name them. */
const teamInvoiceOf = (registration: Registration, invoice: InvoiceRecord): TeamInvoice => ({
  number: invoice.number,
  tierName: invoice.tierName,
  amount: formatDollars(invoice.amount),
  // As the invoice prints it: spaces made single (a subject read "QA15C  wingfoot   DYNAMICS").
  companyName: answerText(registration.data.companyName).replace(/\s+/g, ' ').trim(),
  contactName: fullNameOf(registration.data),
  contactEmail: registration.email,
});

/**
 * The sponsorship team's mail for a cancelled invoice (the registration's standing one), stored with the change
 * that cancels it: an edit that stops sponsoring, or the registration cancelled.
 */
export async function invoiceCancelledMail(
  deps: Pick<SponsorshipInvoicesDeps, 'mailComposer' | 'organisers'>,
  registration: Registration,
  invoice: InvoiceRecord,
  because: InvoiceCancelledBecause,
): Promise<QueuedMessage> {
  return deps.mailComposer.compose({
    to: [await deps.organisers.addressFor(SPONSORSHIP_TEAM)],
    // Answering it writes to the company's contact.
    replyTo: registration.email,
    content: invoiceCancelledForTeam({ ...teamInvoiceOf(registration, invoice), because }),
  });
}

/** The CMS content an invoice needs, or null when it is not known (CMS down and never stored). */
export async function invoiceTerms(
  cms: SponsorshipInvoicesDeps['cms'],
): Promise<{ tiers: SponsorshipTierTerms[]; settings: InvoiceSettings } | null> {
  const [tiers, settings] = await Promise.all([cms.getSponsorshipTiers(), cms.getInvoiceSettings()]);
  return tiers && settings ? { tiers, settings } : null;
}

/**
 * Sponsorship invoices (SPEC §2: "The sponsorship invoice is sent to the main contact after
 * registration"): after a company registration is stored, issues, keeps or cancels its invoice (the
 * confirmation says which); a new invoice goes to the main contact as a PDF in a mail of its own, stored
 * with the invoice record. Numbers come from the store's sequence for
 * the event year (`STEM-2026-0001`, …), so no two invoices share one, whichever API process issues them.
 */
export class SponsorshipInvoices {
  readonly #deps: SponsorshipInvoicesDeps;
  readonly #now: () => Date;

  constructor(deps: SponsorshipInvoicesDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? (() => new Date());
  }

  /** `previous`: the registration before an edit (null after a create), whose Bill To the invoice printed. */
  async afterSave(saved: Registration, previous: Registration | null = null): Promise<void> {
    const action = invoiceAction(saved.data, saved.invoice, previous?.data);
    switch (action.kind) {
      case 'none':
      case 'keep':
        return;
      case 'cancel': {
        const team = await invoiceCancelledMail(this.#deps, saved, action.held, 'no-longer-sponsoring');
        await this.#deps.store.setInvoice(saved.regId, { ...action.held, cancelledAt: this.#now().toISOString() }, [
          team,
        ]);
        return;
      }
      case 'issue':
        return this.#issue(saved, action.tierCode, action.replaces);
      case 'reissue':
        return this.#issue(saved, action.held.tierCode, action.held, action.held);
    }
  }

  /**
   * A new invoice for the tier, replacing `replaces`. `sameTermsAs`: a re-issue for a new Bill To keeps the
   * tier's name and amount the company was invoiced, whatever the CMS says of the tier now (it may have
   * changed its price, or no longer offer it).
   */
  async #issue(
    saved: Registration,
    tierCode: string,
    replaces: InvoiceRecord | null,
    sameTermsAs?: InvoiceRecord,
  ): Promise<void> {
    const terms = await invoiceTerms(this.#deps.cms);
    const offered = terms?.tiers.find((entry) => String(entry.code) === tierCode);
    const tier = sameTermsAs
      ? { name: sameTermsAs.tierName, price: sameTermsAs.amount, studentsSupported: offered?.studentsSupported }
      : offered;
    // The kind's check refused the registration before storing it in both cases; reaching here means the
    // CMS changed in between.
    if (!terms || !tier) throw new Error(`sponsorship tier ${tierCode} or the invoice settings are not known`);
    const year = await this.#eventYear();
    const number = formatInvoiceNumber(year, await this.#deps.store.nextSequence(`sponsorship-invoice:${year}`));
    const issued = this.#now();
    const record: InvoiceRecord = {
      number,
      tierCode,
      tierName: tier.name,
      amount: tier.price,
      replaces: replaces?.number ?? null,
      issuedAt: issued.toISOString(),
      cancelledAt: null,
    };
    const { data } = saved;
    const pdf = await renderInvoicePdf({
      number,
      issuedOn: printedDate(issued),
      dueOn: printedDate(new Date(issued.getTime() + terms.settings.paymentDueDays * DAY_MS)),
      replaces: record.replaces,
      issuer: terms.settings,
      billTo: {
        companyName: answerText(data.companyName),
        contactName: fullNameOf(data),
        addressLines: billingAddress(data),
        email: saved.email,
        phone: answerText(data.phone),
      },
      item: {
        description: `STEM Career Day ${year} sponsorship: ${tier.name}`,
        detail: tier.studentsSupported ? `Supports ${tier.studentsSupported} students at the STEM Career Day` : '',
        amount: tier.price,
      },
    });
    const attachment = { filename: invoiceFileName(number), content: pdf, contentType: 'application/pdf' };
    const mail = await this.#deps.mailComposer.compose({
      to: [saved.email],
      content: invoiceIssued({
        number,
        tierName: tier.name,
        amount: formatDollars(tier.price),
        companyName: answerText(data.companyName),
        replaces: record.replaces,
        newBillTo: sameTermsAs !== undefined,
      }),
      attachments: [attachment],
    });
    // The team's copy, stored with the invoice as the company's is: neither is sent without the other.
    const team = await this.#deps.mailComposer.compose({
      to: [await this.#deps.organisers.addressFor(SPONSORSHIP_TEAM)],
      replyTo: saved.email,
      content: invoiceIssuedForTeam({
        ...teamInvoiceOf(saved, record),
        replaces: record.replaces,
        newBillTo: sameTermsAs !== undefined,
      }),
      attachments: [attachment],
    });
    await this.#deps.store.setInvoice(saved.regId, record, [mail, team]);
  }

  /** The event year of the CMS settings (digits and letters only), or this year where the event is. */
  async #eventYear(): Promise<string> {
    const label = (await this.#deps.cms.getSiteSettings()).settings?.yearLabel.replace(/[^A-Za-z0-9]/g, '');
    if (label) return label;
    return new Intl.DateTimeFormat('en-US', { timeZone: EVENT_TIME_ZONE, year: 'numeric' }).format(this.#now());
  }
}
