import { z } from 'zod';
import { defineCall } from '../api/call';
import { ZIdParams } from '../api/invoices-quotes';
import { ZPropertyTenancy, ZTenancy } from '../api/property-tenancy';

// Tenancies and occupants of a property as the pages read them.
// Part of propertyCalls (./property re-exports it): a module of its own, so a page that uses
// one property call does not carry the others' schemas; the changes are in
// ./property-tenancy-edit, so a page that only reads a tenancy does not carry the occupants'
// rules (and the phone-number library with them).

export const tenancy = defineCall({
  method: 'GET',
  path: '/v1/property/:id/tenancy',
  access: 'session',
  tags: ['tenancy'],
  summary: "The property's current tenancy with its occupants and their contact numbers",
  description:
    'currentTenancy is null when the property has none; upcomingTenancy is the next tenancy to ' +
    'start. isVacant, isIntegrated and isCancelled say what the agency may change.',
  params: ZIdParams,
  data: ZPropertyTenancy,
  errors: [400, 404],
});

export const tenancies = defineCall({
  method: 'GET',
  path: '/v1/property/:id/tenancies',
  access: 'session',
  tags: ['tenancy'],
  summary: 'Every tenancy of the property with its occupants, newest start first',
  params: ZIdParams,
  data: z.array(ZTenancy),
  errors: [400, 404],
});
