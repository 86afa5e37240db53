import type { StaffRegistrationList } from '@stem/shared/staff-contract';
import { describe, expect, it } from 'vitest';
import { whoIs, whoIsToldOfDeletion } from './deletion-words.ts';

const listOf = (cells: Record<string, string>): StaffRegistrationList =>
  ({
    columns: Object.keys(cells).map((key) => ({ key, label: key })),
    rows: [{ regId: 'r1', cells: Object.values(cells) }],
  }) as unknown as StaffRegistrationList;

describe('the delete dialog’s words', () => {
  it('names the company, the person and the owner', () => {
    const list = listOf({
      companyName: 'Wingfoot Labs',
      firstName: 'Katherine',
      lastName: 'Johnson',
      email: 'k@example.com',
    });
    expect(whoIs(list, list.rows[0]!)).toBe('Wingfoot Labs, Katherine Johnson (k@example.com)');
  });

  it('says the sponsorship team hears of a standing invoice, and nobody else', () => {
    const sponsor = listOf({ email: 'k@example.com', 'invoice.number': 'SCD-2026-0007', 'invoice.cancelled': '' });
    expect(whoIsToldOfDeletion(sponsor, sponsor.rows[0]!)).toBe(
      'The registrant is not told by email; the sponsorship team is told that invoice SCD-2026-0007 is void.',
    );
    const cancelled = listOf({ 'invoice.number': 'SCD-2026-0007', 'invoice.cancelled': '2026-11-02' });
    expect(whoIsToldOfDeletion(cancelled, cancelled.rows[0]!)).toBe('Nobody is told by email.');
    const student = listOf({ firstName: 'Ada' });
    expect(whoIsToldOfDeletion(student, student.rows[0]!)).toBe('Nobody is told by email.');
  });
});
