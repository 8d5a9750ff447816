import { defineCall } from '../api/call';
import { ZIdParams } from '../api/invoices-quotes';
import { ZEditPropertyResult, ZPropertyKeyDetails } from '../api/property-edit';
import { ZEditProperty } from '../rules/edit-property';

// Edit property: the property's key details and manager.
// Part of propertyCalls (./property re-exports it): a module of its own, so a page that uses
// one property call does not carry the others' schemas.

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
