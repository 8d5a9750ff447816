import { z } from 'zod';
import { defineCall } from '../api/call';
import { ZIdParams } from '../api/invoices-quotes';
import { ZPropertyContact, ZPropertyContactsQuery } from '../api/property-contacts';
import { ZEditPropertyResult, ZPropertyKeyDetails } from '../api/property-edit';
import { ZEditProperty } from '../rules/edit-property';

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
