import { z } from 'zod';
import { defineCall } from '../api/call';
import { ZIdParams } from '../api/invoices-quotes';
import { ZPropertyContact, ZPropertyContactsQuery } from '../api/property-contacts';
import { ZPropertyHistoryEntry, ZPropertyHistoryQuery } from '../api/property-history';
import { zListOf } from '../api/envelope';

// The property area.

export const contacts = defineCall({
  method: 'GET',
  path: '/v1/property/:id/contacts',
  access: 'session',
  tags: ['property'],
  summary: "The property's landlords, property managers and current occupants",
  description:
    'Flags landlords, occupants and propertyManagers (1 or true) choose the groups; none ' +
    'given: all three. Landlords and property managers first, by name; then occupants.',
  params: ZIdParams,
  query: ZPropertyContactsQuery,
  data: z.array(ZPropertyContact),
  errors: [400, 404],
});

// --- history ---

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
