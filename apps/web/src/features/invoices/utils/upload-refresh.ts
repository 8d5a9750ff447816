import { INVOICE_UPLOAD_POLL_MS, type TInvoice } from '@portal/contracts';

/**
 * A list's refetchInterval, a function of its data: while any of its invoices uploads in the
 * background it asks again every few seconds, so the row shows the upload's outcome by itself;
 * once none is uploading it stops.
 */
export function invoiceUploadRefetchInterval(
  invoices: readonly Pick<TInvoice, 'integration'>[] | undefined,
): number | false {
  return invoices?.some((invoice) => invoice.integration.isUploading)
    ? INVOICE_UPLOAD_POLL_MS
    : false;
}
