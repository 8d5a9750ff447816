// What other features may import from this one; nothing else of it is public.
export { InvoiceRow } from './components/invoice-row';
export { invoiceUploadRefetchInterval } from './utils/upload-refresh';
