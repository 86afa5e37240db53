import { describe, expect, it } from 'vitest';
import { addsUp, countTotals } from './count-totals.ts';

const table = (columns: string[], rows: number[][], totals?: false) => ({
  title: 'Lunches by type',
  rowHeader: 'Lunch',
  columns,
  rows: rows.map((values, index) => ({ label: `Row ${index + 1}`, values })),
  ...(totals === false ? { totals } : {}),
});

describe('the totals of a count table', () => {
  it('are each row’s, each column’s and the whole when the columns are parts of one whole', () => {
    expect(
      countTotals(
        table(
          ['Students', 'Groups'],
          [
            [1, 2],
            [3, 0],
          ],
        ),
      ),
    ).toEqual({
      rows: [3, 3],
      columns: [4, 2],
      all: 6,
    });
  });

  it('have no column totals for one row', () => {
    expect(countTotals(table(['Students', 'Groups'], [[1, 2]]))).toEqual({ rows: [3], columns: null, all: 3 });
  });

  it('are none for one column, or columns that do not add up (registered against checked in)', () => {
    expect(addsUp(table(['Registrations'], [[4]]))).toBe(false);
    expect(countTotals(table(['Registrations'], [[4], [2]]))).toBeNull();
    expect(addsUp(table(['Registered', 'Checked in'], [[4, 2]], false))).toBe(false);
    expect(countTotals(table(['Registered', 'Checked in'], [[4, 2]], false))).toBeNull();
  });
});
