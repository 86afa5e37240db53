import type { CountTable } from '../staff-contract.ts';

/**
 * Whether a count table's columns are parts of one whole (several of them, and not `totals: false`, as
 * registered against checked in): the desk then shows a Total column and row and stacks the chart's bars, and
 * the workbook writes the same totals.
 */
export const addsUp = (table: CountTable): boolean => table.columns.length > 1 && table.totals !== false;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The totals of a table whose columns add up, as the desk's table and the headcounts workbook show them: each
 * row's, and, when there is more than one row, each column's and the whole; null when they do not add up.
 */
export function countTotals(table: CountTable): { rows: number[]; columns: number[] | null; all: number } | null {
  if (!addsUp(table)) return null;
  const rows = table.rows.map((row) => sum(row.values));
  const columns =
    table.rows.length > 1
      ? table.columns.map((_, index) => sum(table.rows.map((row) => row.values[index] ?? 0)))
      : null;
  return { rows, columns, all: sum(rows) };
}
