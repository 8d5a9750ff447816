import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { XLSX_NUMBER_FORMATS, xlsxStream, type XlsxColumn } from './xlsx-export';

interface Row {
  address: string;
  due: string | null;
  confirmed: string | null;
  amount: string | null;
  count: number;
}

const COLUMNS: readonly XlsxColumn<Row>[] = [
  { header: 'Address', value: (row) => row.address },
  { header: 'Next service due', kind: 'date', value: (row) => row.due },
  { header: 'Confirmed', kind: 'date', value: (row) => row.confirmed },
  { header: 'Amount', kind: 'money', value: (row) => row.amount },
  { header: 'Services', kind: 'integer', value: (row) => row.count },
];

const ROWS: Row[] = [
  { address: '2 Smith St', due: '2026-07-01', confirmed: null, amount: '1234.5', count: 3 },
  { address: '=1+1', due: null, confirmed: '2026-06-15T01:00:00.000Z', amount: null, count: 0 },
];

/** The workbook the export writes for ROWS, read back with exceljs. */
async function exported(): Promise<ExcelJS.Worksheet> {
  const stream = xlsxStream({
    sheetName: 'Test',
    columns: COLUMNS,
    fill: async (write) => {
      await write(ROWS);
    },
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await buffer(stream)) as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

describe('xlsxStream', () => {
  it('should store dates as dates and numbers as numbers with their formats when a column has a kind', async () => {
    const sheet = await exported();
    const row = sheet.getRow(2);
    const due = row.getCell(2);
    expect(due.type).toBe(ExcelJS.ValueType.Date);
    expect(due.value).toEqual(new Date(Date.UTC(2026, 6, 1)));
    expect(due.numFmt).toBe(XLSX_NUMBER_FORMATS.date);
    const amount = row.getCell(4);
    expect(amount.type).toBe(ExcelJS.ValueType.Number);
    expect(amount.value).toBe(1234.5);
    expect(amount.numFmt).toBe(XLSX_NUMBER_FORMATS.money);
    const count = row.getCell(5);
    expect(count.type).toBe(ExcelJS.ValueType.Number);
    expect(count.value).toBe(3);
    expect(count.numFmt).toBe(XLSX_NUMBER_FORMATS.integer);
  });

  it('should leave a cell empty when its date or number is missing, and keep text as text', async () => {
    const row = (await exported()).getRow(3);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(1).value).toBe("'=1+1");
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Null);
    expect(row.getCell(4).type).toBe(ExcelJS.ValueType.Null);
    const confirmed = row.getCell(3);
    expect(confirmed.type).toBe(ExcelJS.ValueType.Date);
    expect(confirmed.numFmt).toBe(XLSX_NUMBER_FORMATS.date);
  });
});
