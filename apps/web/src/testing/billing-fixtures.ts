import type { TInvoice, TQuoteDetail, TQuoteWithItems } from '@portal/contracts';

const property = {
  compliancePropertyId: 501,
  addressLine1: '4/27 Station Street',
  addressLine2: 'Richmond VIC 3121',
};

type InvoiceOverrides = Partial<Omit<TInvoice, 'integration'>> & {
  integration?: Partial<TInvoice['integration']>;
};

/** An overdue invoice of an integrated property, never uploaded. */
export function buildBillingInvoice({
  integration,
  ...overrides
}: InvoiceOverrides = {}): TInvoice {
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

export function buildBillingQuote(overrides: Partial<TQuoteDetail> = {}): TQuoteDetail {
  return {
    complianceQuoteId: 7,
    quoteNumber: 'Q-77',
    pdfUrl: '/v1/quote/7/pdf',
    approvalUrl: '/cs/vic/Quotations/approve/7',
    expiresAt: '2025-04-30',
    property,
    service: { name: 'Smoke Alarms', shortName: 'smoke' },
    quoteSeverity: 'URGENT',
    estimatedPrices: { minimum: null },
    ...overrides,
  };
}

export function buildQuoteWithItems(overrides: Partial<TQuoteWithItems> = {}): TQuoteWithItems {
  return {
    ...buildBillingQuote(),
    status: 'AWAITING_APPROVAL',
    quoteSeverity: 'NON_COMPLIANT_FAULTY',
    quoteSeverityLabel: 'Non-Compliant/Faulty',
    estimatedPrices: { minimum: '1234', maximum: '1500' },
    subscribed: false,
    lastForwardedAt: null,
    items: [{ description: 'Replace smoke alarm', amount: '1234.00' }],
    ...overrides,
  };
}
