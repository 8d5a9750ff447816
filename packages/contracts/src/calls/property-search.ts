import { defineCall } from '../api/call';
import { ZQuickSearchAnswer, ZQuickSearchQuery } from '../api/property-search';

// Quick search across the agency: properties, occupants, invoices and quotes.
// Part of propertyCalls (./property re-exports it): a module of its own, so a page that uses
// one property call does not carry the others' schemas.

export const search = defineCall({
  method: 'GET',
  path: '/v1/search',
  access: 'session',
  tags: ['property'],
  summary: "Go anywhere by typing: the agency's properties, occupants, invoices and quotes",
  description:
    'q (3 to 100 characters) finds properties by the words of their address, occupants of a ' +
    'current tenancy by the words of their name or by a phone number typed in any common ' +
    'format, and invoices and quotes by the start of their number. Results come in groups in ' +
    'that order, each with its heading; a group with no result is left out. limit (1 to 10, ' +
    'default 5) is the most results per group. Every result names the property it opens.',
  query: ZQuickSearchQuery,
  data: ZQuickSearchAnswer,
  errors: [400],
});
