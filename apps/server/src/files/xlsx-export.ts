import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Spreadsheet exports: streamed with exceljs's WorkbookWriter into the reply while the rows are
// read in batches, so a large agency is never held in memory.

export interface XlsxColumn<T> {
  /** The header a person reads. */
  header: string;
  width?: number;
  value: (row: T) => string | number | null | undefined;
}

/** Characters that make a spreadsheet read a typed-in cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text that would start a formula gets a leading apostrophe, so it stays text. */
function escapeCell(value: string | number | null | undefined): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
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

/** The style of every data cell (none), one object for the whole workbook. */
const PLAIN_CELL: Partial<ExcelJS.Style> = {};

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
  sheet.columns = options.columns.map((column, i) => ({
    header: column.header,
    key: String(i),
    width: column.width ?? 18,
  }));
  sheet.getRow(1).font = { bold: true };

  const write = async (rows: readonly T[]) => {
    for (const row of rows) {
      const added = sheet.addRow(options.columns.map((column) => escapeCell(column.value(row))));
      // exceljs gives each new cell a style object of its own and then resolves every one
      // (its costliest step: a third of an export's time); one shared object resolves once.
      added.eachCell((cell) => {
        cell.style = PLAIN_CELL;
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
