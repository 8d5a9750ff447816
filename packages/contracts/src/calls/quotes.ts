import { defineCall } from '../api/call';
import { zListOf } from '../api/envelope';
import { FILE_TYPES } from '../api/files';
import {
  ZForwardResult,
  ZIdParams,
  ZQuoteListQuery,
  ZQuoteView,
  ZQuoteWithItems,
} from '../api/invoices-quotes';
import { QUOTE_SORT_DESCRIPTION } from '../api/list-sort';
import { ZForwardQuote } from '../rules/email';

// Quotes: the list with its filters, the detail, the PDF and forwarding by email.

export const list = defineCall({
  method: 'GET',
  path: '/v1/quote',
  access: 'session',
  tags: ['quotes'],
  summary: "The agency's quotes, the soonest to expire first unless sorted otherwise",
  description:
    'Filters: propertyId, property-manager, query (address words), status, service and ' +
    'severity (each repeatable, ORed within, ANDed together); paged with page and ' +
    `page-size. Another agency's property or manager simply matches nothing. ${QUOTE_SORT_DESCRIPTION}`,
  query: ZQuoteListQuery,
  data: zListOf(ZQuoteView),
  errors: [400, 404],
});

export const detail = defineCall({
  method: 'GET',
  path: '/v1/quote/:id',
  access: 'session',
  tags: ['quotes'],
  summary: 'A quote: severity (with its label), estimated prices and line items',
  params: ZIdParams,
  data: ZQuoteWithItems,
  errors: [400, 404],
});

export const pdf = defineCall({
  method: 'GET',
  path: '/v1/quote/:id/pdf',
  access: 'session',
  tags: ['quotes'],
  summary: 'The quote as a PDF (application/pdf), saved as quote-{number}.pdf',
  description:
    'An attachment named quote-{number}.pdf; failures answer the JSON envelope (404 for ' +
    "a missing or another agency's quote).",
  params: ZIdParams,
  file: { contentType: FILE_TYPES.pdf, description: 'The quote as a PDF' },
  errors: [400, 404],
});

export const forward = defineCall({
  method: 'POST',
  path: '/v1/quote/:id/forward',
  access: 'session',
  tags: ['quotes'],
  summary: 'Email the quote (PDF attached) to the chosen recipients',
  description:
    'One to five To addresses, at most five CC, none repeating a To, an optional message ' +
    'under 500 characters; 400 names each field with its rule. subscribeToNotifications ' +
    'subscribes the agency to the quote’s notifications. Sent in the background.',
  params: ZIdParams,
  body: ZForwardQuote,
  data: ZForwardResult,
  errors: [400, 404],
  quota: 'email',
});
