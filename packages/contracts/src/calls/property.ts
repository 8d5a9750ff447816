import { z } from 'zod';
import { defineCall } from '../api/call';
import { ZIdParams } from '../api/invoices-quotes';
import { ZPropertyContact, ZPropertyContactsQuery } from '../api/property-contacts';
import {
  ZKeyPickupLocation,
  ZPropertyAppliance,
  ZPropertyAppliancesQuery,
  ZPropertyNotice,
  ZPropertyNoticesQuery,
  ZPropertyView,
} from '../api/property-view';
import { ZQuickSearchAnswer, ZQuickSearchQuery } from '../api/property-search';
import { ZEditPropertyResult, ZPropertyKeyDetails } from '../api/property-edit';
import { ZEditProperty } from '../rules/edit-property';
import { ZPropertyHistoryEntry, ZPropertyHistoryQuery } from '../api/property-history';
import { zListOf } from '../api/envelope';
import { ZMarkedVacant, ZPropertyTenancy, ZTenancy, ZTenancyParams } from '../api/property-tenancy';
import { ZTenancyRequest } from '../rules/tenancy';

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

// --- property view ---

export const detail = defineCall({
  method: 'GET',
  path: '/v1/property/:id',
  access: 'session',
  tags: ['property'],
  summary: 'The property view: address, tags, services, property manager, key details, actions',
  description:
    'Tags Integrated, Vacant, Cancelled; services in the service display order with their status ' +
    'tags; the flags of the property action menu (hold and cancel availability, the agency ' +
    "setting allow_agency_portal_booking) and the user's experiments. 404 'Property not found' " +
    "when the property is not one of the session agency's.",
  params: ZIdParams,
  data: ZPropertyView,
  errors: [400, 404],
});

export const appliances = defineCall({
  method: 'GET',
  path: '/v1/property/:id/appliances',
  access: 'session',
  tags: ['property'],
  summary: 'Appliances found at the property, by service',
  description:
    'service (a service code) narrows to one service. In service display order, then by name.',
  params: ZIdParams,
  query: ZPropertyAppliancesQuery,
  data: z.array(ZPropertyAppliance),
  errors: [400, 404],
});

export const notices = defineCall({
  method: 'GET',
  path: '/v1/property/:id/notices',
  access: 'session',
  tags: ['property'],
  summary: "The property's notices, newest first",
  description: 'resolved=1: the resolved ones; resolved=0: the active ones; absent: all.',
  params: ZIdParams,
  query: ZPropertyNoticesQuery,
  data: z.array(ZPropertyNotice),
  errors: [400, 404],
});

export const keyPickupLocation = defineCall({
  method: 'GET',
  path: '/v1/property/:id/key-pickup-location',
  access: 'session',
  tags: ['property'],
  summary: "Where the property's agency key is picked up",
  description: 'null when the property has no key pickup location.',
  params: ZIdParams,
  data: ZKeyPickupLocation.nullable(),
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

// --- edit property ---

export const keyDetails = defineCall({
  method: 'GET',
  path: '/v1/property/:id/key-details',
  access: 'session',
  tags: ['property'],
  summary: "The property's manager and key details, as the edit property dialog edits them",
  description:
    'With isIntegrated (the agency key is read-only: it comes from the property management ' +
    "software) and enforceKeyAvailable (the agency's enforce mode: the agency key must be " +
    'available to be picked up).',
  params: ZIdParams,
  data: ZPropertyKeyDetails,
  errors: [400, 404],
});

export const update = defineCall({
  method: 'PUT',
  path: '/v1/property/:id',
  access: 'session',
  tags: ['property'],
  summary: "Changes the property's manager, agency key and onsite key details",
  description:
    "The manager must be one of the agency's; in enforce mode the agency key must be available; " +
    "an integrated property's agency key availability and number cannot change (400). Answers " +
    'the stored details and what changed; the audit log records the change.',
  params: ZIdParams,
  body: ZEditProperty,
  data: ZEditPropertyResult,
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

// --- tenancy ---

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
