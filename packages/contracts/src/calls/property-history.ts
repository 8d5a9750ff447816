import { defineCall } from '../api/call';
import { ZIdParams } from '../api/invoices-quotes';
import { ZPropertyHistoryEntry, ZPropertyHistoryQuery } from '../api/property-history';
import { zListOf } from '../api/envelope';

// The property's history, read from the audit log.
// Part of propertyCalls (./property re-exports it): a module of its own, so a page that uses
// one property call does not carry the others' schemas.

export const history = defineCall({
  method: 'GET',
  path: '/v1/property/:id/history',
  access: 'session',
  tags: ['property'],
  summary: "The property's history: everything recorded about it, newest first",
  description:
    'Read from the audit log: tenancy changes, key edits, notices, bookings, findings, quotes, ' +
    'invoices and documents, with who did it and the staff member when one was viewing the ' +
    'portal as them. `kind` (repeatable) keeps only those kinds. Paged.',
  params: ZIdParams,
  query: ZPropertyHistoryQuery,
  data: zListOf(ZPropertyHistoryEntry),
  errors: [400, 404],
});
