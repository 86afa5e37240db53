import { describe, expect, it } from 'vitest';
import { invoiceIssued } from './invoice-mails.ts';
import { renderMail } from './render-mail.ts';

describe('invoiceIssued', () => {
  const invoice = { number: 'STEM-2026-0004', tierName: 'Gold', amount: '$750.00', replaces: null };

  it('ends the made-out-to sentence once, whether or not the company name ends with a full stop', () => {
    expect(renderMail(invoiceIssued({ ...invoice, companyName: 'Acme Tyre & Rubber Co.' })).text).toContain(
      'The invoice is made out to Acme Tyre & Rubber Co. Payment instructions are on the invoice.',
    );
    expect(renderMail(invoiceIssued({ ...invoice, companyName: 'Wingfoot Labs' })).text).toContain(
      'The invoice is made out to Wingfoot Labs. Payment instructions are on the invoice.',
    );
  });
});
