import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { CountTable } from '@stem/shared/staff-contract';
import { addsUp } from '@stem/shared/staff/count-totals';

// Only what bar charts need: Chart.js is tree-shaken to its bar controller, scales, legend and tooltip.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** Column colours, each at least 4.5:1 against white, told apart by the legend's order as well as hue. */
const COLOURS = ['#0b4f8a', '#b34700', '#1c6b32', '#6a1b9a', '#8a6100', '#006d77', '#a3164f', '#4e342e'];

/**
 * Long lists (schools, tours, days) read better as horizontal bars, one line per row; on a phone, so do five
 * or six columns, whose names ran into each other under bars 50 px wide.
 */
const isHorizontal = (table: CountTable) =>
  table.rows.length > 6 || (table.rows.length > 4 && typeof window !== 'undefined' && window.innerWidth < 640);

const cut = (text: string, most: number) => (text.length > most ? `${text.slice(0, most - 1).trimEnd()}…` : text);

/** A row name cut to `room` characters (at least 10) with an ellipsis, whole when it fits. */
export const shortened = (label: string, room: number) => cut(label, Math.max(10, room));

/**
 * A column name broken at its spaces into lines of `room` characters (at least 7), at most three: the last
 * line and a longer word end with an ellipsis. Under a vertical chart on a phone, rotated names were cut off
 * at the canvas's edge ("iddle school student"); lines side by side fit.
 */
export const wrapped = (label: string, room: number): string[] => {
  const most = Math.max(7, room);
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= most) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return [...lines.slice(0, 2), ...(lines.length > 2 ? [lines.slice(2).join(' ')] : [])].map((line) => cut(line, most));
};

/** About how many characters of Chart.js's 12 px tick font fit in `width` pixels. */
const charactersIn = (width: number) => Math.floor(width / 7);

/** The chart's height: horizontal bars get a line each; a vertical chart a fixed height. */
export const chartHeight = (table: CountTable) =>
  isHorizontal(table) ? Math.max(160, table.rows.length * 26 + 70) : 260;

/**
 * One CountTable as a bar chart (Chart.js on a canvas): one column a plain bar chart, several stacked with a
 * legend (side by side when they do not add up, `totals: false`). It is a picture of the table beside it, which is the text equivalent: hidden from screen readers,
 * it repeats nothing to them. Redrawn when the table changes; no animation.
 */
export function CountChart({ table }: { table: CountTable }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const several = table.columns.length > 1;
    // Columns that do not add up (registered and checked in) stand side by side; parts of a whole stack.
    const stacked = addsUp(table);
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: table.rows.map((row) => row.label),
        datasets: table.columns.map((column, index) => ({
          label: column,
          data: table.rows.map((row) => row.values[index] ?? 0),
          backgroundColor: COLOURS[index % COLOURS.length],
        })),
      },
      options: {
        indexAxis: isHorizontal(table) ? 'y' : 'x',
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { display: several, position: 'bottom' } },
        scales: {
          x: {
            stacked,
            beginAtZero: true,
            ticks: isHorizontal(table)
              ? { precision: 0 }
              : {
                  precision: 0,
                  // Names stand level in lines, each under its own bar, never rotated or skipped.
                  maxRotation: 0,
                  autoSkip: false,
                  callback(value) {
                    const room = charactersIn(this.width / Math.max(1, table.rows.length));
                    return wrapped(this.getLabelForValue(Number(value)), room);
                  },
                },
          },
          y: {
            stacked,
            beginAtZero: true,
            ticks: {
              precision: 0,
              // A long row name (a school) on a phone is shortened with an ellipsis: Chart.js cut off its start
              // ("t Ridge Middle School"). The table beside the chart has every name whole.
              callback(value) {
                const label = this.getLabelForValue(Number(value));
                // Chart.js gives the names about half the chart's width, and cuts what is longer at their start.
                return isHorizontal(table) ? shortened(label, Math.floor(this.chart.width / 19)) : label;
              },
            },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [table]);
  return (
    <div className="count-chart" aria-hidden="true" style={{ height: `${chartHeight(table)}px` }}>
      <canvas ref={canvas} />
    </div>
  );
}
