import { z } from 'zod';
import { defineCall } from '../api/call';
import { ZIdParams } from '../api/invoices-quotes';
import { ZPropertyContact, ZPropertyContactsQuery } from '../api/property-contacts';
import { ZQuickSearchAnswer, ZQuickSearchQuery } from '../api/property-search';

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

// --- search ---

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
