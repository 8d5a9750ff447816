import type { TInvoice } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { saveFile } from '../../../lib/save-file';

/** The invoice's PDF, handed to the browser as invoice-{number}.pdf. */
export async function downloadInvoice(
  invoice: Pick<TInvoice, 'id' | 'invoiceNumber'>,
): Promise<void> {
  const file = await api.download(apiPaths.invoice.pdf(invoice.id));
  saveFile({ blob: file.blob, filename: `invoice-${invoice.invoiceNumber}.pdf` });
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
