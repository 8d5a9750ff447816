import { z } from 'zod/mini';
import { defineCall } from '../api/call';
import { ZIdParams } from '../api/invoices-quotes';
import { ZPropertyContact, ZPropertyContactsQuery } from '../api/property-contacts';

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

export * from './property-view';
export * from './property-search';
export * from './property-edit';
export * from './property-history';
export * from './property-tenancy';
export * from './property-tenancy-edit';
