// What other features may import from this one; nothing else of it is public.
export { InvoiceRow } from './components/invoice-row';
export { invoiceUploadRefetchInterval } from './utils/upload-refresh';
// Uploading the selected invoices of a list at once.
export { canUploadInvoice, uploadInvoicesToSoftware } from './api/bulk-upload-invoices';
