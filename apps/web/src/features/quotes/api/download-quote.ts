import { quoteCalls } from '@portal/contracts';
import type { TQuote } from '@portal/contracts';
import { downloadCall } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The quote's PDF, handed to the browser as quote-{number}.pdf. */
export async function downloadQuote(
  quote: Pick<TQuote, 'complianceQuoteId' | 'quoteNumber'>,
): Promise<void> {
  const file = await downloadCall(quoteCalls.pdf, { params: { id: quote.complianceQuoteId } });
  saveFile({ blob: file.blob, filename: `quote-${quote.quoteNumber}.pdf` });
}
