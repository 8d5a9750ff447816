import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { toDate, type TDateInput } from '@portal/contracts';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Spreadsheet exports: streamed with exceljs's WorkbookWriter into the reply while the rows are
// read in batches, so a large agency is never held in memory. Dates are written as dates and
// numbers as numbers, each column with its number format, so Excel and LibreOffice sort, filter
// and sum them as such (a date written as text sorts by its day of the month).

/** What a column holds, and so how its cells are stored and shown. */
export type XlsxKind = 'text' | 'date' | 'integer' | 'money';

/** The number format of each kind (text: none). Days as Australians write them. */
export const XLSX_NUMBER_FORMATS: Record<Exclude<XlsxKind, 'text'>, string> = {
  date: 'dd/mm/yyyy',
  integer: '0',
  money: '#,##0.00',
};

interface XlsxColumnBase {
  /** The header a person reads. */
  header: string;
  width?: number;
}

/**
 * A column: text (the default), a date (a calendar day 'yyyy-MM-dd', an instant's day, or a
 * Date), or a number (integer or money; money may arrive as the API's decimal text).
 */
export type XlsxColumn<T> = XlsxColumnBase &
  (
    | { kind?: 'text'; value: (row: T) => string | null | undefined }
    | { kind: 'date'; value: (row: T) => TDateInput }
    | { kind: 'integer' | 'money'; value: (row: T) => number | string | null | undefined }
  );

/**
 * A day as a spreadsheet date: the calendar day it reads as (toDate), at midnight UTC, which
 * exceljs writes as that day's serial number with no time and no time zone to shift it.
 */
function spreadsheetDay(input: TDateInput): Date | null {
  const date = toDate(input);
  return date ? new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())) : null;
}

/** A number cell's value: a number, or the API's decimal text as one; empty when missing. */
function spreadsheetNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Characters that make a spreadsheet read a typed-in cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text that would start a formula gets a leading apostrophe, so it stays text. */
function escapeCell(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The cell value of `column` for `row`, stored as its kind. */
function cellValue<T>(column: XlsxColumn<T>, row: T): string | number | Date | null {
  switch (column.kind) {
    case 'date':
      return spreadsheetDay(column.value(row));
    case 'integer':
    case 'money':
      return spreadsheetNumber(column.value(row));
    default:
      return escapeCell(column.value(row));
  }
}

/** The user's file name, without path or control characters, ending in .xlsx. */
export function exportFileName(requested: string | undefined, fallback: string): string {
  const cleaned = (requested ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '-')
    .trim();
  const name = cleaned || fallback;
  return /\.xlsx$/i.test(name) ? name : `${name}.xlsx`;
}

/**
 * Route hook of the export calls: a failure also carries its message in x-error-message
 * (percent-encoded: header values are ASCII), which is what the web app shows.
 */
export async function errorMessageHeader(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') {
      reply.header('x-error-message', encodeURIComponent(body.error.message));
    }
  } catch {
    // Not the envelope: no message to pass on.
  }
  return payload;
}

/** The style of every text cell (none), one object for the whole workbook. */
const PLAIN_CELL: Partial<ExcelJS.Style> = {};

/** The style of a column's cells: one object per kind, shared by every cell of the workbook. */
const CELL_STYLES: Record<XlsxKind, Partial<ExcelJS.Style>> = {
  text: PLAIN_CELL,
  date: { numFmt: XLSX_NUMBER_FORMATS.date },
  integer: { numFmt: XLSX_NUMBER_FORMATS.integer },
  money: { numFmt: XLSX_NUMBER_FORMATS.money },
};

/**
 * A one-sheet workbook as a stream: the header row, then the rows `fill` writes batch by batch.
 * A failure while filling ends the stream with that error (the status has been sent by then).
 */
export function xlsxStream<T>(options: {
  sheetName: string;
  columns: readonly XlsxColumn<T>[];
  fill: (write: (rows: readonly T[]) => Promise<void>) => Promise<void>;
}): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(options.sheetName, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const styles = options.columns.map((column) => CELL_STYLES[column.kind ?? 'text']);
  sheet.columns = options.columns.map((column, i) => ({
    header: column.header,
    key: String(i),
    width: column.width ?? 18,
    // Rows a person adds below take the column's format too.
    style: styles[i]!,
  }));
  sheet.getRow(1).font = { bold: true };

  const write = async (rows: readonly T[]) => {
    for (const row of rows) {
      const added = sheet.addRow(options.columns.map((column) => cellValue(column, row)));
      // exceljs gives each new cell a style object of its own and then resolves every one
      // (its costliest step: a third of an export's time); one shared object per kind resolves
      // once.
      added.eachCell((cell, column) => {
        cell.style = styles[column - 1] ?? PLAIN_CELL;
      });
      added.commit();
    }
    // Let the zip catch up, and wait while the client reads slower than we write.
    await new Promise((resolve) => setImmediate(resolve));
    if (out.writableNeedDrain) await once(out, 'drain');
  };

  options
    .fill(write)
    .then(async () => {
      sheet.commit();
      await workbook.commit();
    })
    .catch((error: unknown) => {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  return out;
}
