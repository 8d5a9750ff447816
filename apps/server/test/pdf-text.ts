import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

export interface ParsedPdf {
  pages: number;
  title: string | undefined;
  /** The text shown on the pages, one shown string a line. */
  text: string;
}

/**
 * Parses a PDF with pdf-lib and extracts the strings its content streams show (hex strings of
 * the standard fonts, as pdf-lib writes them): enough to find an invoice's number and totals.
 */
export async function parsePdf(bytes: Buffer): Promise<ParsedPdf> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const shown: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      shown.push(Buffer.from(match[1]!, 'hex').toString('latin1'));
    }
  }
  return { pages: doc.getPageCount(), title: doc.getTitle(), text: shown.join('\n') };
}
