import { invoiceCalls } from '@portal/contracts';
import type { TInvoice } from '@portal/contracts';
import { downloadCall } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The invoice's PDF, handed to the browser as invoice-{number}.pdf. */
export async function downloadInvoice(
  invoice: Pick<TInvoice, 'id' | 'invoiceNumber'>,
): Promise<void> {
  const file = await downloadCall(invoiceCalls.pdf, { params: { id: invoice.id } });
  saveFile({ blob: file.blob, filename: `invoice-${invoice.invoiceNumber}.pdf` });
}
