import type { TQuoteDetail, TQuoteWithItems } from '@portal/contracts';

const property = {
  compliancePropertyId: 501,
  addressLine1: '4/27 Station Street',
  addressLine2: 'Richmond VIC 3121',
};

/** A quote as the urgent list carries it: smoke alarms, urgent. */
export function buildQuote(overrides: Partial<TQuoteDetail> = {}): TQuoteDetail {
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
    ...buildQuote(),
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
