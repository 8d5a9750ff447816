import { defineCall } from '../api/call';
import { ZIdParams } from '../api/invoices-quotes';
import { ZMarkedVacant, ZPropertyTenancy, ZTenancyParams } from '../api/property-tenancy';
import { ZTenancyRequest } from '../rules/tenancy';

// Adding and changing a tenancy, and marking the property vacant.
// Part of propertyCalls (./property re-exports it), apart from the tenancy's reads
// (./property-tenancy): the request rules bring the phone-number library.

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
