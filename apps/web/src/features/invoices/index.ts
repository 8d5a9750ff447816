// What other features may import from this one; nothing else of it is public.
export { usePropertyInvoices } from './api/get-property-invoices';
export { InvoiceRow, type InvoiceRowProps } from './components/invoice-row';
export { invoiceUploadRefetchInterval } from './utils/upload-refresh';
