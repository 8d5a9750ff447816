import { z } from 'zod/mini';
import { ZQuotationStatus, ZQuoteSeverity } from '../enums/quotations';
import { ZServiceCode } from '../enums/services';
import { ZInvoice, ZQuoteDetail } from './dashboard';
import { ZInvoiceSort, ZQuoteSort } from './list-sort';
import { ZPageQuery, ZQueryId, ZQueryText, repeated } from './query';

/** The {id} of an invoice, quote or new-management path. */
export const ZIdParams = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });
export type TIdParams = z.output<typeof ZIdParams>;

/** GET /v1/property/{id}/invoices: the property's invoices, the latest due date first. */
export const ZPropertyInvoicesQuery = z.extend(ZPageQuery, { sort: ZInvoiceSort });
export type TPropertyInvoicesQuery = z.output<typeof ZPropertyInvoicesQuery>;

/**
 * POST /v1/invoice/{id}/upload answers the invoice as it now is: uploading, with the upload
 * running in the background (toast 'Invoice #{n} started uploading').
 */
export const ZInvoiceUploadResult = ZInvoice;

/** POST /v1/invoice/{id}/forward and POST /v1/quote/{id}/forward: the email is on its way. */
export const ZForwardResult = z.object({ emailId: z.int() });
export type TForwardResult = z.infer<typeof ZForwardResult>;

/** A quote as the quote widgets show it: the detail, its status and its severity's label. */
export const ZQuoteView = z.extend(ZQuoteDetail, {
  status: ZQuotationStatus,
  /** 'Disconnected/Safety Issue' ... or 'Unknown severity'. */
  quoteSeverityLabel: z.string(),
  estimatedPrices: z.object({ minimum: z.nullable(z.string()), maximum: z.nullable(z.string()) }),
  /** The agency subscribed to notifications about the quote. */
  subscribed: z.boolean(),
  lastForwardedAt: z.nullable(z.string()),
});
export type TQuoteView = z.infer<typeof ZQuoteView>;

/** GET /v1/quote/{id}: the quote with its line items (prices include GST). */
export const ZQuoteWithItems = z.extend(ZQuoteView, {
  items: z.array(z.object({ description: z.string(), amount: z.string() })),
});
export type TQuoteWithItems = z.infer<typeof ZQuoteWithItems>;

/** GET /v1/quote: the agency's quotes, the soonest to expire first. */
export const ZQuoteListQuery = z.extend(ZPageQuery, {
  propertyId: ZQueryId,
  'property-manager': ZQueryId,
  /** Address search. */
  query: ZQueryText,
  status: repeated(ZQuotationStatus),
  service: repeated(ZServiceCode),
  severity: repeated(ZQuoteSeverity),
  sort: ZQuoteSort,
});
export type TQuoteListQuery = z.output<typeof ZQuoteListQuery>;

/** The spec's toasts and form errors of the invoice and quote widgets (3-action-required §8). */
export const INVOICE_MESSAGES = {
  preparing: "We're preparing your invoice",
  downloaded: (number: string) => `Invoice #${number} downloaded`,
  downloadFailed: (number: string) => `Invoice #${number} failed to download`,
  retryAdvice: 'Please try again. If the problem continues, contact support.',
  uploadStarted: (number: string) => `Invoice #${number} started uploading`,
  uploadFailed: (number: string) => `Invoice #${number} failed to upload`,
  forwarded: 'Invoice email forwarded',
  forwardFailed: 'We were unable to forward this invoice',
} as const;

/**
 * Why the agency's property software refused an invoice, in words: shown as the row's last error
 * ('Last upload failed: ...') until an upload succeeds.
 */
export const INVOICE_UPLOAD_REFUSALS = {
  notPdf: 'The invoice document is not a PDF',
  propertyNotLinked: (address: string, software: string) =>
    `${address} is not linked to a property in ${software}`,
  unavailable: (software: string) => `${software} did not answer in time. Please retry.`,
} as const;

export const QUOTE_MESSAGES = {
  downloaded: (number: string) => `Quote ${number} downloaded`,
  downloadFailed: (number: string) => `Quote ${number} failed to download`,
  retryAdvice: 'Please try again. If the problem continues, contact support.',
  forwarded: 'Quote email forwarded',
  forwardFailed: 'We were unable to forward this quote',
} as const;

export const FORWARDED_DETAIL = 'The specified recipient(s) should receive the email shortly.';

/** The spec's new-management toasts (3-action-required §8), and those of Undo after Dismiss. */
export const NEW_MANAGEMENT_TOASTS = {
  enrolFailed: 'Failed to mark new management as under enrolment',
  dismissFailed: 'Failed to dismiss new management',
  dismissed: 'New management dismissed',
  dismissedDetail: (address: string) => `${address} is no longer listed.`,
  undo: 'Undo',
  restored: 'New management restored',
  restoreFailed: 'Failed to restore new management',
} as const;
