import type { TInvoice } from '@portal/contracts';

const property = {
  compliancePropertyId: 501,
  addressLine1: '4/27 Station Street',
  addressLine2: 'Richmond VIC 3121',
};

type InvoiceOverrides = Partial<Omit<TInvoice, 'integration'>> & {
  integration?: Partial<TInvoice['integration']>;
};

/** An overdue invoice of an integrated property, never uploaded. */
export function buildInvoice({ integration, ...overrides }: InvoiceOverrides = {}): TInvoice {
  return {
    id: 1,
    invoiceNumber: 'INV-1001',
    pdfUrl: '/v1/invoice/1/pdf',
    isPaid: false,
    paidAt: null,
    dueDate: '2025-03-01',
    isOverdue: true,
    totalIncGst: '220.00',
    property,
    integration: {
      isUploading: false,
      isUploaded: false,
      isEligibleToUpload: true,
      uploadedAt: null,
      uploadedBy: null,
      lastError: null,
      ...integration,
    },
    ...overrides,
  };
}
