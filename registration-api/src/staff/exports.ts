import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CountTable, Headcounts, StaffRegistrationList } from '@stem/shared';

/** What an export writes: columns and rows of text (a kind's registrations, or the people list). */
type ExportedList = Pick<StaffRegistrationList, 'columns' | 'rows'>;
import { countTotals } from '@stem/shared/staff/count-totals';
import { localDateTime } from './flatten.ts';

/**
 * A cell as a spreadsheet must not read it as a formula (OWASP "CSV injection"): text that starts with
 * =, +, -, @, a tab or a carriage return gets a leading apostrophe, which spreadsheets show as text.
 * A phone number typed "+1 330…" reads "'+1 330…" in the file and "+1 330…" in most spreadsheets. A lone
 * dash (the form's "no middle name") is no formula and stays as typed: "'-" read as a typo (qa15b).
 */
export function neutralised(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && value !== '-' ? `'${value}` : value;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. */
function csvField(value: string): string {
  const safe = neutralised(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The list as CSV (RFC 4180, CRLF line ends, UTF-8 with a byte order mark so that Excel reads accents),
 * one line per registration, streamed line by line.
 */
export function csvOf(list: ExportedList): Readable {
  // Lines gathered into chunks of about 64 KiB: a stream chunk per line costs more than the line.
  function* chunks() {
    let chunk = `\uFEFF${list.columns.map((column) => csvField(column.label)).join(',')}\r\n`;
    for (const row of list.rows) {
      chunk += `${row.cells.map(csvField).join(',')}\r\n`;
      if (chunk.length >= 65_536) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk !== '') yield chunk;
  }
  return Readable.from(chunks());
}

/** Column widths that fit most values without making a sheet of one-line-wide columns. */
function widthOf(list: ExportedList, index: number): number {
  let longest = list.columns[index]!.label.length;
  for (const row of list.rows.slice(0, 200)) longest = Math.max(longest, row.cells[index]!.length);
  return Math.min(Math.max(longest + 2, 10), 50);
}

/** A count or an amount as a form takes it ("3", "1050", "3.85"): no sign, no leading zero, nothing else. */
const QUANTITY = /^(0|[1-9]\d{0,14})(\.\d+)?$/;
/** Fields whose digits name something rather than count it: a ZIP code, a phone, a code, an id. */
const NAMING_DIGITS = /(zip|phone|code|id)$/i;

/**
 * Which columns a spreadsheet should add up: every value in them a quantity (tables, students, hours, an
 * invoice's amount, a 0/1 answer), in a field that is not a name made of digits. One value that is not (a
 * "0123", a "44308-1234") keeps the whole column text, so no leading zero is ever lost.
 */
function quantityColumns(list: ExportedList): boolean[] {
  return list.columns.map(
    (column, index) =>
      !NAMING_DIGITS.test(column.key) &&
      list.rows.some((row) => row.cells[index] !== '') &&
      list.rows.every((row) => row.cells[index] === '' || QUANTITY.test(row.cells[index]!)),
  );
}

/** A time the desk shows ("2026-04-25 08:03", the career days' zone: localDateTime) and a date a form takes. */
const LOCAL_STAMP = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d)$/;
const US_DATE = /^(\d\d)\/(\d\d)\/(\d{4})$/;
const DATE_FORMATS = { stamp: 'yyyy-mm-dd hh:mm', date: 'mm/dd/yyyy' } as const;
type DateKind = keyof typeof DATE_FORMATS;

/**
 * A cell's value as the wall-clock date and time it says, for a spreadsheet (which has no time zones: its
 * dates are read as written); undefined when it is no such date ("02/30/2010").
 */
function dateOf(kind: DateKind, cell: string): Date | undefined {
  const parts = (kind === 'stamp' ? LOCAL_STAMP : US_DATE).exec(cell);
  if (!parts) return undefined;
  const [year, month, day, hour, minute] =
    kind === 'stamp' ? parts.slice(1, 6).map(Number) : [Number(parts[3]), Number(parts[1]), Number(parts[2]), 0, 0];
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour, minute));
  return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day ? date : undefined;
}

/**
 * Which columns hold dates a spreadsheet can sort and filter as dates (qa25c: the registered and checked-in
 * times, and the dates typed on the forms, were text): every value one of the same kind. One value that is not
 * keeps the whole column text, as the quantities do.
 */
function dateColumns(list: ExportedList): Array<DateKind | null> {
  return list.columns.map((_, index) => {
    const values = list.rows.map((row) => row.cells[index]!).filter((cell) => cell !== '');
    if (values.length === 0) return null;
    return (['stamp', 'date'] as const).find((kind) => values.every((cell) => dateOf(kind, cell))) ?? null;
  });
}

/**
 * The list as an XLSX workbook (exceljs' streaming writer, so 10,000 registrations are never one object
 * in memory): one sheet named after the kind, a bold frozen header row with filters, every value a text
 * cell but the quantities, which are numbers that add up, and the dates, which are dates. Text, number and
 * date cells are never formulas, whatever they start with, so no neutralising is needed here.
 */
export function xlsxOf(list: ExportedList, sheetName: string): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'STEM Career Day registration API';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  const dates = dateColumns(list);
  sheet.columns = list.columns.map((column, index) => ({
    header: column.label,
    width: widthOf(list, index),
    ...(dates[index] ? { style: { numFmt: DATE_FORMATS[dates[index]] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  if (list.columns.length > 0) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: list.columns.length } };
  }
  void (async () => {
    sheet.getRow(1).commit();
    const quantities = quantityColumns(list);
    for (const row of list.rows) {
      sheet
        .addRow(
          row.cells.map((cell, index) => {
            if (cell === '') return cell;
            const dateKind = dates[index];
            if (dateKind) return dateOf(dateKind, cell)!;
            return quantities[index] ? Number(cell) : cell;
          }),
        )
        .commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** A count table's rows as the sheet holds them, with the totals the desk's table shows (`countTotals`). */
function countRows(table: CountTable): { header: string[]; rows: Array<Array<string | number>> } {
  const totals = countTotals(table);
  const header = [table.rowHeader, ...table.columns, ...(totals ? ['Total'] : [])];
  const rows: Array<Array<string | number>> = table.rows.map((row, index) => [
    row.label,
    ...row.values,
    ...(totals ? [totals.rows[index]!] : []),
  ]);
  if (totals?.columns) rows.push(['Total', ...totals.columns, totals.all]);
  return { header, rows };
}

/**
 * The headcounts as an XLSX workbook, for those who order lunches, T-shirts and buses: a sheet per career
 * day (its registrations and check-ins, then each table under its bold title, counts as numbers), and one for
 * the sponsorships. Small (tens of rows): written whole, not streamed.
 */
export async function headcountsXlsxOf(counted: Headcounts): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'STEM Career Day registration API';
  const addSheet = (name: string, intro: string[], tables: readonly CountTable[]) => {
    const sheet = workbook.addWorksheet(sheetNameOf(workbook, name));
    for (const line of intro) sheet.addRow([line]);
    for (const table of tables) {
      if (sheet.rowCount > 0) sheet.addRow([]);
      sheet.addRow([table.title]).font = { bold: true, size: 12 };
      const { header, rows } = countRows(table);
      sheet.addRow(header).font = { bold: true };
      for (const row of rows) sheet.addRow(row);
    }
    sheet.getColumn(1).width = 40;
    for (let column = 2; column <= sheet.columnCount; column += 1) sheet.getColumn(column).width = 16;
  };
  for (const event of counted.events) {
    addSheet(
      event.name,
      [
        `${event.name}${event.date ? `, ${event.date}` : ''}`,
        `${event.total} registrations${event.checkedIn > 0 ? ` · ${event.checkedIn} checked in at the door` : ''}`,
        `Counted ${localDateTime(counted.countedAt)} (New York time)`,
      ],
      event.tables,
    );
  }
  if (counted.sponsorships.length > 0) addSheet('Sponsorships', [], counted.sponsorships);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A sheet name Excel takes: at most 31 characters, none of : \ / ? * [ ], and not one the workbook has. */
function sheetNameOf(workbook: ExcelJS.Workbook, name: string): string {
  const clean = name.replace(/[:\\/?*[\]]/g, ' ').trim() || 'Sheet';
  let candidate = clean.slice(0, 31);
  for (let n = 2; workbook.getWorksheet(candidate); n += 1) candidate = `${clean.slice(0, 28)} ${n}`;
  return candidate;
}
