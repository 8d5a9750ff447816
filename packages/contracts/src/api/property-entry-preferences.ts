import { z } from 'zod';
import { ZEntryFieldOption, ZEntryMethod, ZEntryPreference } from '../enums/entry-methods';
import { ZServiceCode } from '../enums/services';
import { ZTempExpireDateSettings } from '../rules/entry-preferences';

const ZTempPreferenceState = z.object({
  /** A temporary allowance is on and has not expired. */
  enabled: z.boolean(),
  /** yyyy-MM-dd, when enabled. */
  expiresAt: z.string().nullable(),
});

const ZOwnFlags = z.object({
  occupantAppointmentPreference: z.boolean(),
  internalEnPreference: z.boolean(),
  vacantEntryPreference: z.boolean(),
  tenantRequestedKeyEntryPreference: z.boolean(),
});

/**
 * GET /v1/property/{id}/entry-method-preferences (spec 2 §3 'Entry method preferences'): each
 * method's preference (the property's own, else the agency's default), the temporary allowances
 * still running, the field options, the comments and the window an expiry must lie in.
 */
export const ZPropertyEntryPreferences = z.object({
  occupantAppointmentPreference: ZEntryPreference,
  internalEnPreference: ZEntryPreference,
  vacantEntryPreference: ZEntryPreference,
  tenantRequestedKeyEntryPreference: ZEntryPreference,
  tempPreferences: z.object({
    occupantAppointmentPreference: ZTempPreferenceState,
    internalEnPreference: ZTempPreferenceState,
    vacantEntryPreference: ZTempPreferenceState,
  }),
  fieldOption: z.object({
    occupantAppointmentPreference: z.nullable(ZEntryFieldOption),
    internalEnPreference: z.nullable(ZEntryFieldOption),
    vacantEntryPreference: z.nullable(ZEntryFieldOption),
  }),
  comments: z.string().nullable(),
  tempExpireDateSettings: ZTempExpireDateSettings,
  /** Which preferences the property has of its own (false: the agency's default applies). */
  isOwn: ZOwnFlags,
  /** When the property's preferences last changed (ISO instant), null when never. */
  updatedAt: z.string().nullable(),
});
export type TPropertyEntryPreferences = z.infer<typeof ZPropertyEntryPreferences>;

/** GET /v1/agency/entry-method-preferences: the agency's defaults, one per entry method. */
export const ZAgencyEntryPreference = z.object({
  entryMethod: ZEntryMethod,
  /** null: the agency has none (entry is not restricted). */
  preference: z.nullable(ZEntryPreference),
  comments: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TAgencyEntryPreference = z.infer<typeof ZAgencyEntryPreference>;

/** The answer to POST /v1/property/{id}/entry-notification/one-off. */
export const ZOneOffEntryNotificationResult = z.object({
  requestId: z.number().int(),
  services: z.array(ZServiceCode),
});
export type TOneOffEntryNotificationResult = z.infer<typeof ZOneOffEntryNotificationResult>;

/** The one-off entry notification's words (spec 2 §5, §8). */
export const ONE_OFF_ENTRY_MESSAGES = {
  title: 'Request one-off entry notification',
  applied: 'One-off entry notification will be applied to the next booking for this property',
  failed: 'Request Failed',
  notOffered:
    'A one-off entry notification cannot be requested for this property: it is vacant, ' +
    'cancelled or waiting for its details to be updated, or its appointment preference does ' +
    'not allow it',
  serviceNotOffered: 'Please select a service of this property',
  noticeNotFound: 'Notice not found',
  noServices: 'This property has no service to notify about',
} as const;
