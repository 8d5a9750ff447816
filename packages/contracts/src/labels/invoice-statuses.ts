/** Where an invoice stands: paid, or unpaid and overdue once its due day has passed. */
export const INVOICE_STATUS_CODES = ['PAID', 'OUTSTANDING', 'OVERDUE'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUS_CODES)[number];

export const invoiceStatusLabels: Record<TInvoiceStatus, string> = {
  PAID: 'Paid',
  OUTSTANDING: 'Outstanding',
  OVERDUE: 'Overdue',
};
