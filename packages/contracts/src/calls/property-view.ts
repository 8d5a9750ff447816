import { z } from 'zod';
import { defineCall } from '../api/call';
import { ZIdParams } from '../api/invoices-quotes';
import {
  ZKeyPickupLocation,
  ZPropertyAppliance,
  ZPropertyAppliancesQuery,
  ZPropertyNotice,
  ZPropertyNoticesQuery,
  ZPropertyView,
} from '../api/property-view';

// The property view: the property, its appliances, notices and key pickup location.
// Part of propertyCalls (./property re-exports it): a module of its own, so a page that uses
// one property call does not carry the others' schemas.

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
