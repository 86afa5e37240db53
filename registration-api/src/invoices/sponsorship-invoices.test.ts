import { describe, expect, it } from 'vitest';
import { goldInvoice, INVOICE_SETTINGS, pdfText } from '../test-support/company-fixtures.ts';
import type { InvoiceRecord } from '../store/registration-store.ts';
import { drawable, formatDollars, renderInvoicePdf } from './invoice-pdf.ts';
import { billingAddress, formatInvoiceNumber, invoiceAction, printedDate } from './sponsorship-invoices.ts';

const held = (tierCode: string, cancelledAt: string | null = null): InvoiceRecord =>
  goldInvoice('STEM-2026-0001', { tierCode, issuedAt: '2026-01-05T15:00:00.000Z', cancelledAt });

describe('which invoice a company registration gets', () => {
  const gold = { eventChoice: '2', isSponsor: '1', sponsorshipType: '1' };

  it('a sponsor without an invoice gets one; with one for its tier keeps it; with another tier’s, a replacement', () => {
    expect(invoiceAction(gold, null)).toEqual({ kind: 'issue', tierCode: '1', replaces: null });
    expect(invoiceAction(gold, held('1'))).toEqual({ kind: 'keep', held: held('1') });
    expect(invoiceAction({ ...gold, sponsorshipType: '2' }, held('1'))).toEqual({
      kind: 'issue',
      tierCode: '2',
      replaces: held('1'),
    });
  });

  it('the same tier with another Bill To is re-invoiced; anything else of the company keeps the invoice', () => {
    const billed = {
      ...gold,
      companyName: 'Wingfoot Labs',
      firstName: 'Mary',
      lastName: 'Jackson',
      companyCity: 'Akron',
    };
    expect(invoiceAction({ ...billed, companyName: 'Wingfoot Labs LLC' }, held('1'), billed)).toEqual({
      kind: 'reissue',
      held: held('1'),
    });
    expect(invoiceAction({ ...billed, lastName: 'Jackson-Smith' }, held('1'), billed).kind).toBe('reissue');
    expect(invoiceAction({ ...billed, companyCity: ' Akron ', notes: 'new' }, held('1'), billed).kind).toBe('keep');
    // Without what it was billed with (a create, or the check before storing): kept.
    expect(invoiceAction({ ...billed, companyName: 'Other' }, held('1')).kind).toBe('keep');
  });

  it('sponsorship only sponsors, whatever isSponsor says', () => {
    expect(invoiceAction({ eventChoice: '3', isSponsor: '', sponsorshipType: '0' }, null)).toMatchObject({
      kind: 'issue',
      tierCode: '0',
    });
  });

  it('a company that stops sponsoring cancels its invoice; a cancelled invoice is replaced by nothing', () => {
    const stopped = { ...gold, isSponsor: '0', sponsorshipType: '' };
    expect(invoiceAction(stopped, held('1'))).toEqual({ kind: 'cancel', held: held('1') });
    expect(invoiceAction(stopped, held('1', '2026-02-01T00:00:00.000Z'))).toEqual({ kind: 'none' });
    expect(invoiceAction(stopped, null)).toEqual({ kind: 'none' });
    expect(invoiceAction(gold, held('1', '2026-02-01T00:00:00.000Z'))).toEqual({
      kind: 'issue',
      tierCode: '1',
      replaces: null,
    });
  });
});

describe('what an invoice prints', () => {
  it('numbers by year and sequence, dates in the event’s time zone, dollars with cents', () => {
    expect(formatInvoiceNumber('2026', 7)).toBe('STEM-2026-0007');
    expect(formatInvoiceNumber('2026', 12345)).toBe('STEM-2026-12345');
    // 02:00 UTC on January 6 is still January 5 in Ohio.
    expect(printedDate(new Date('2026-01-06T02:00:00Z'))).toBe('January 5, 2026');
    expect(formatDollars(1050)).toBe('$1,050.00');
  });

  it('prints the address without an empty apartment line, the state by name', () => {
    expect(
      billingAddress({
        companyAddress: '200 Innovation Way',
        companyApartment: '',
        companyCity: 'Akron',
        companyStateName: 'Ohio',
        companyZip: '44316',
      }),
    ).toEqual(['200 Innovation Way', 'Akron, Ohio 44316']);
  });

  it('draws what the standard fonts cannot as its base letter or "?", never as a box; leaves an emoji out', () => {
    expect(drawable('Zoë Łódź – “Tyres” €5')).toBe('Zoë Lódz – “Tyres” €5');
    expect(drawable('Đorđević Holding, Ħal Far, Kırıkkale')).toBe('Dordevic Holding, Hal Far, Kirikkale');
    expect(drawable('Crème Brûlée Ｌabs 株式会社')).toBe('Crème Brûlée Labs ????');
    // An emoji is decoration, not a letter to stand a '?' for.
    expect(drawable('Façade & "Sons" Tyres, Inc. 🚗')).toBe('Façade & "Sons" Tyres, Inc.');
    expect(drawable('Rockets 🚀 Co\nTeam 👩🏽‍🔬 Lab ❤️')).toBe('Rockets Co\nTeam Lab');
  });

  it('renders a PDF whose text reads back, a name outside the fonts included', async () => {
    const pdf = await renderInvoicePdf({
      number: 'STEM-2026-0003',
      issuedOn: 'January 5, 2026',
      dueOn: 'February 4, 2026',
      replaces: null,
      issuer: INVOICE_SETTINGS,
      billTo: {
        companyName: 'Ohm’s Law Ltd 株式会社',
        contactName: 'Katherine Johnson',
        addressLines: ['1 Main Street', 'Akron, Ohio 44308'],
        email: 'kj@example.com',
        phone: '330-555-0100',
      },
      item: { description: 'STEM Career Day 2026 sponsorship: Blue', detail: 'Supports 15 students', amount: 500 },
    });
    const text = await pdfText(pdf);
    expect(text).toContain('Ohm’s Law Ltd ????');
    expect(text).toContain('Due date: February 4, 2026');
    expect(text).toContain('Total due $500.00');
  });
});
