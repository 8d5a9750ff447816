import { z } from 'zod/mini';
import { defineCall } from '../api/call';
import {
  ZIntegration,
  ZNotificationPreferences,
  ZNotificationSettings,
  ZOfficeProfile,
  ZProfile,
  ZPropertyManager,
  ZUserSettings,
  ZUserSettingsPatch,
} from '../api/settings';

// The settings pages: my settings and the agency's (spec 1-foundation section 2). zod/mini: the
// shell's guard reads the agency's integrations before the first page draws.

export const userSettings = defineCall({
  method: 'GET',
  path: '/v1/me/settings',
  access: 'session',
  tags: ['settings'],
  summary: "The user's preferences in the session's agency (the agency's where unset)",
  data: ZUserSettings,
  errors: [400],
});

export const updateUserSettings = defineCall({
  method: 'PATCH',
  path: '/v1/me/settings',
  access: 'session',
  tags: ['settings'],
  summary: "Change the user's preferences in the session's agency",
  description:
    'Only the keys given change. defaultPropertyManagerId must be a property manager of ' +
    "the session's agency (else 400 naming the field); null chooses 'All property managers'. " +
    "A user who never chose follows the agency's default.",
  // Unknown keys are refused rather than dropped, so a misspelt field is never ignored.
  body: z.strictObject(ZUserSettingsPatch.shape),
  data: ZUserSettings,
  errors: [400],
});

export const profile = defineCall({
  method: 'GET',
  path: '/v1/me/profile',
  access: 'session',
  tags: ['settings'],
  summary: 'Profile and security of the signed-in user (the user viewed, when impersonating)',
  data: ZProfile,
  errors: [400],
});

export const officeProfile = defineCall({
  method: 'GET',
  path: '/v1/agency/profile',
  access: 'session',
  tags: ['settings'],
  summary: "Office profile of the session's agency",
  data: ZOfficeProfile,
  errors: [400],
});

export const propertyManagers = defineCall({
  method: 'GET',
  path: '/v1/agency/property-managers',
  access: 'session',
  tags: ['settings'],
  summary: "The session agency's current property managers, by name",
  data: z.array(ZPropertyManager),
  errors: [400],
});

export const integrations = defineCall({
  method: 'GET',
  path: '/v1/agency/integration',
  access: 'session',
  tags: ['settings'],
  summary: "The session agency's active integrations",
  data: z.array(ZIntegration),
  errors: [400],
});

export const notificationSettings = defineCall({
  method: 'GET',
  path: '/v1/property-manager/notification-settings',
  access: 'session',
  tags: ['settings'],
  summary: "Each property manager's automatic service-report emails to owners",
  data: ZNotificationSettings,
  errors: [400],
});

export const updateNotificationSettings = defineCall({
  method: 'POST',
  path: '/v1/property-manager/notification-settings',
  access: 'session',
  tags: ['settings'],
  summary: 'Set property managers’ automatic service-report emails to owners',
  description:
    "All or nothing. Each propertyManagerId must be a property manager of the session's " +
    'agency, given once (else 400 naming the entry); 403 when the agency has automatic ' +
    'emails to owners disabled. Answers the new settings.',
  body: ZNotificationPreferences,
  data: ZNotificationSettings,
  errors: [400, 403],
});
