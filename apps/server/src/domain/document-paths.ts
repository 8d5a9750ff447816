import { callPath, invoiceCalls, quoteCalls } from '@portal/contracts';

/** Where an invoice's PDF is served (GET /v1/invoice/{id}/pdf). */
export const invoicePdfPath = (id: number) => callPath(invoiceCalls.pdf, { id });

/** Where a quote's PDF is served (GET /v1/quote/{id}/pdf). */
export const quotePdfPath = (id: number) => callPath(quoteCalls.pdf, { id });

/**
 * The quote's approval page in the compliance system that signed the user in; it shows the
 * quote to the signed-in agency user, so no approval secret leaves the server.
 */
export const quoteApprovalUrl = (systemUrl: string, id: number) =>
  `${systemUrl}/Quotations/approve/${id}`;

/** The download names the spec gives: invoice-{number}.pdf and quote-{number}.pdf. */
export const invoiceFileName = (invoiceNumber: string) => `invoice-${invoiceNumber}.pdf`;
export const quoteFileName = (quoteNumber: string) => `quote-${quoteNumber}.pdf`;
