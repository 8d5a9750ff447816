import { z } from 'zod';
import { defineCall } from '../api/call';
import { ZIdParams } from '../api/invoices-quotes';
import {
  ZAgencyEntryPreference,
  ZOneOffEntryNotificationResult,
  ZPropertyEntryPreferences,
} from '../api/property-entry-preferences';
import { ZOneOffEntryNotification } from '../rules/booking';
import { ZEntryPreferences } from '../rules/entry-preferences';

// Entry method preferences and the one-off entry notification (spec 2 §7).

export const preferences = defineCall({
  method: 'GET',
  path: '/v1/property/:id/entry-method-preferences',
  access: 'session',
  tags: ['entry-preferences'],
  summary: "The property's entry method preferences",
  description:
    "Each method's preference: the property's own, else the agency's default (isOwn says which), " +
    'else YES. A temporary allowance reads as enabled until its expiry date has passed. ' +
    "tempExpireDateSettings is the window (yyyy-MM-dd) an expiry must lie in, from the agency's today.",
  params: ZIdParams,
  data: ZPropertyEntryPreferences,
  errors: [400, 404],
});

export const update = defineCall({
  method: 'POST',
  path: '/v1/property/:id/entry-method-preferences',
  access: 'session',
  tags: ['entry-preferences'],
  summary: "Set the property's entry method preferences",
  description:
    'The whole entity, as GET answers it. fieldOption 1 (always allowed) sets the preference to ' +
    'YES and clears the temporary allowance; 0 (allow until date) sets it to NO with a temporary ' +
    'allowance until tempPreferences.<field>.expiresAt, required and within the window (400 naming ' +
    'the field). Comments at most 500 characters. Answers the preferences as GET then does.',
  params: ZIdParams,
  body: ZEntryPreferences,
  data: ZPropertyEntryPreferences,
  errors: [400, 404],
});

export const agencyPreferences = defineCall({
  method: 'GET',
  path: '/v1/agency/entry-method-preferences',
  access: 'session',
  tags: ['entry-preferences'],
  summary: "The agency's default entry method preferences",
  description:
    'One row per entry method in the order Appointment, Entry notification, Vacant entry with ' +
    'key, Tenant requested key entry; preference null where the agency has none.',
  data: z.array(ZAgencyEntryPreference),
  errors: [],
});

export const oneOff = defineCall({
  method: 'POST',
  path: '/v1/property/:id/entry-notification/one-off',
  access: 'session',
  tags: ['entry-preferences'],
  summary: "Ask for a one-off entry notification on the property's next booking",
  description:
    "serviceIds are the property view's serviceIds (400 naming body.serviceIds otherwise); " +
    'noticeId, when given, a notice of the property (else 404 like a missing property). 409 ' +
    'with the reason in words when the property is vacant, cancelled, flagged update-required, ' +
    'or its appointment preference does not allow it.',
  params: ZIdParams,
  body: ZOneOffEntryNotification,
  data: ZOneOffEntryNotificationResult,
  errors: [400, 404, 409],
});
