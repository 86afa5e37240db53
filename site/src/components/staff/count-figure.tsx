import { useId } from 'react';
import type { CountTable } from '@stem/shared/staff-contract';
import { countTotals } from '@stem/shared/staff/count-totals';
import { CountChart } from './count-chart.tsx';
import { TableFrame } from './table-frame.tsx';

/**
 * A headcount as a figure: its title, the chart, and the same numbers as a table (the chart's text
 * equivalent, for screen readers and for anyone who would rather read). A table of several columns gets a
 * Total column and row.
 */
export function CountFigure({ table, of }: { table: CountTable; of?: string }) {
  const titleId = useId();
  const totals = countTotals(table);
  // Each career day has a "Registrations by kind": its frame's landmark name says whose.
  const label = of ? `${table.title}, ${of}` : table.title;
  return (
    <figure className="count-figure" aria-labelledby={titleId}>
      <h3 id={titleId} className="count-figure__title">
        {table.title}
      </h3>
      <CountChart table={table} />
      <TableFrame label={label} className="count-figure__table">
        <table className="count-table">
          <caption className="visually-hidden">{table.title}</caption>
          <thead>
            <tr>
              <th scope="col">{table.rowHeader}</th>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="count-table__number">
                  {column}
                </th>
              ))}
              {totals ? (
                <th scope="col" className="count-table__number">
                  Total
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={table.columns[index]} className="count-table__number">
                    {value}
                  </td>
                ))}
                {totals ? <td className="count-table__number">{totals.rows[rowIndex]}</td> : null}
              </tr>
            ))}
          </tbody>
          {totals?.columns ? (
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                {totals.columns.map((total, index) => (
                  <td key={table.columns[index]} className="count-table__number">
                    {total}
                  </td>
                ))}
                <td className="count-table__number">{totals.all}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </TableFrame>
    </figure>
  );
}
