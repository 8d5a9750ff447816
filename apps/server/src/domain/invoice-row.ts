import type { TInvoice } from '@portal/contracts';
import { invoices, properties, users } from '../db/schema/index';
import { invoicePdfPath } from './document-paths';
import { addressColumns, propertyRef } from './property-ref';

/**
 * The columns of an invoice as every list shows it (the property's invoices, the dashboard's
 * overdue ones): select them from invoices joined to its property and left-joined to its uploader.
 */
export const invoiceColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  isPaid: invoices.isPaid,
  paidAt: invoices.paidAt,
  dueDate: invoices.dueDate,
  totalIncGst: invoices.totalIncGst,
  isUploading: invoices.isUploading,
  isUploaded: invoices.isUploaded,
  isEligibleToUpload: invoices.isEligibleToUpload,
  uploadedAt: invoices.uploadedAt,
  uploadedBy: users.displayName,
  lastError: invoices.lastError,
  propertyId: properties.id,
  ...addressColumns(properties),
};

type Columns = typeof invoiceColumns;

/** A row of `invoiceColumns` (the uploader is left-joined, so may be missing). */
type InvoiceRow = {
  [K in Exclude<keyof Columns, 'uploadedBy'>]: Columns[K]['_']['notNull'] extends true
    ? Columns[K]['_']['data']
    : Columns[K]['_']['data'] | null;
} & { uploadedBy: string | null };

/** An invoice row as the API answers it; overdue is unpaid and due before the agency's today. */
export function toInvoice(row: InvoiceRow, today: string): TInvoice {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    pdfUrl: invoicePdfPath(row.id),
    isPaid: row.isPaid,
    paidAt: row.paidAt?.toISOString() ?? null,
    dueDate: row.dueDate,
    isOverdue: !row.isPaid && row.dueDate < today,
    totalIncGst: row.totalIncGst,
    property: propertyRef(row.propertyId, row),
    integration: {
      isUploading: row.isUploading,
      isUploaded: row.isUploaded,
      isEligibleToUpload: row.isEligibleToUpload,
      uploadedAt: row.uploadedAt?.toISOString() ?? null,
      uploadedBy: row.uploadedBy,
      lastError: row.lastError ? { message: row.lastError } : null,
    },
  };
}
