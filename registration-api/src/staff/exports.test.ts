import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxOf } from './exports.ts';

const columns = ['checkedIn', 'birthDate', 'note', 'tables'].map((key) => ({ key, label: key }));
const rowsOf = (...cells: string[][]) => cells.map((row, index) => ({ regId: `r${index}`, cells: row }));

async function sheetOf(rows: ReturnType<typeof rowsOf>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await buffer(xlsxOf({ columns, rows }, 'People'))) as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('an XLSX export', () => {
  it('writes the desk’s times and the forms’ dates as dates a spreadsheet sorts and filters (qa25c)', async () => {
    const sheet = await sheetOf(
      rowsOf(['2026-04-25 08:05', '02/03/2012', '2026-04-25 08:05 late', '2'], ['', '12/31/2011', 'x', '1']),
    );
    const first = sheet.getRow(2);
    // The wall-clock time as the desk shows it (a spreadsheet has no time zones).
    expect(first.getCell(1).value).toEqual(new Date(Date.UTC(2026, 3, 25, 8, 5)));
    expect(first.getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(first.getCell(2).value).toEqual(new Date(Date.UTC(2012, 1, 3)));
    expect(first.getCell(2).numFmt).toBe('mm/dd/yyyy');
    // An empty cell stays empty; text that only starts like a time stays text; quantities are numbers.
    expect(sheet.getRow(3).getCell(1).value).toBeNull();
    expect(first.getCell(3).value).toBe('2026-04-25 08:05 late');
    expect(first.getCell(4).value).toBe(2);
  });

  it('keeps a column as text when one of its values is no real date', async () => {
    const sheet = await sheetOf(rowsOf(['', '02/30/2012', '', ''], ['', '12/31/2011', '', '']));
    expect(sheet.getRow(2).getCell(2).value).toBe('02/30/2012');
    expect(sheet.getRow(3).getCell(2).value).toBe('12/31/2011');
  });
});
