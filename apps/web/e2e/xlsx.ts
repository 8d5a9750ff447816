import type { Download } from '@playwright/test';
import ExcelJS from 'exceljs';

/** The first sheet of a downloaded .xlsx: its header row and how many rows follow it. */
export async function readSpreadsheet(
  download: Download,
): Promise<{ header: string[]; rowCount: number }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The spreadsheet has no sheet');
  const header: string[] = [];
  sheet.getRow(1).eachCell((cell) => header.push(cell.text));
  return { header, rowCount: sheet.actualRowCount - 1 };
}

/**
 * The list's total from its summary: 'Showing 1–20 of 45 properties', 'Showing 20 of 45
 * properties' or 'Showing 3 properties'.
 */
export function totalOf(summary: string | null): number {
  const match = /^Showing (\d[\d,]*)(?:–\d[\d,]*)?(?: of (\d[\d,]*))? /.exec(summary ?? '');
  if (!match) throw new Error(`Not a list summary: ${summary}`);
  return Number((match[2] ?? match[1] ?? '').replaceAll(',', ''));
}
