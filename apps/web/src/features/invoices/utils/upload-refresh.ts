import { INVOICE_UPLOAD_REFRESH_MS, type TInvoice } from '@portal/contracts';

/**
 * A list's refetchInterval: while any of its invoices uploads in the background it refreshes
 * every 60 seconds, so the upload's outcome appears; otherwise it does not poll.
 */
export function invoiceUploadRefetchInterval(
  invoices: readonly Pick<TInvoice, 'integration'>[] | undefined,
): number | false {
  return invoices?.some((invoice) => invoice.integration.isUploading)
    ? INVOICE_UPLOAD_REFRESH_MS
    : false;
}
