import { z } from 'zod';
import { defineCall } from '../api/call';
import { ZIdParams } from '../api/invoices-quotes';
import { ZMarkedVacant, ZPropertyTenancy, ZTenancy, ZTenancyParams } from '../api/property-tenancy';
import { ZTenancyRequest } from '../rules/tenancy';

// Tenancies and occupants of a property, and marking it vacant.
// Part of propertyCalls (./property re-exports it): a module of its own, so a page that uses
// one property call does not carry the others' schemas.

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

export const addTenancy = defineCall({
  method: 'POST',
  path: '/v1/property/:id/tenancy',
  access: 'session',
  tags: ['tenancy'],
  summary: 'Add a tenancy (new or renewal) with its occupants',
  description:
    'A tenancy that has started by today becomes the current one (the previous one stops being ' +
    'current and the property is no longer vacant); one starting later is the upcoming tenancy. ' +
    'Refused (409) for an integrated or a cancelled property.',
  params: ZIdParams,
  body: ZTenancyRequest,
  data: ZPropertyTenancy,
  errors: [400, 404, 409],
});

export const updateTenancy = defineCall({
  method: 'PUT',
  path: '/v1/property/:id/tenancy/:tenancyId',
  access: 'session',
  tags: ['tenancy'],
  summary: 'Change a tenancy and its occupants',
  description:
    'Occupants with an occupantId are changed, those without are added, the others removed; a ' +
    'number kept unchanged keeps its do-not-contact reason. Refused (409) for an integrated or ' +
    'a cancelled property.',
  params: ZTenancyParams,
  body: ZTenancyRequest,
  data: ZPropertyTenancy,
  errors: [400, 404, 409],
});

export const markAsVacant = defineCall({
  method: 'POST',
  path: '/v1/property/:id/mark-as-vacant',
  access: 'session',
  tags: ['tenancy'],
  summary: 'Mark the property as vacant: vacates its current and previous tenancies',
  description:
    'Every tenancy that has started is given a vacate date (today, or the day after it started) ' +
    'unless it already has an earlier one, and none stays current. Refused (409) for an ' +
    'integrated, a cancelled or an already vacant property.',
  params: ZIdParams,
  data: ZMarkedVacant,
  errors: [400, 404, 409],
});
