import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAgencyUser,
  ZErrorEnvelope,
  ZIntegration,
  ZNotificationPreference,
  ZNotificationSettings,
  ZOfficeProfile,
  ZProfile,
  ZPropertyManager,
  ZUserSettings,
  ZUserSettingsPatch,
  zSuccess,
} from '@portal/contracts';
import { sessionOf } from '../../plugins/session';
import { activeIntegrations, agencyPropertyManagers, agencyUsers } from './agency-service';
import { getNotificationSettings, saveNotificationSettings } from './notification-service';
import { getOfficeProfile, getProfile } from './profile-service';
import { getUserSettings, patchUserSettings } from './user-settings-service';

const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope };

// Unknown keys are refused rather than dropped, so a misspelt field is never silently ignored.
const ZSettingsPatchBody = z.strictObject(ZUserSettingsPatch.shape);
const ZNotificationPreferencesBody = z.array(ZNotificationPreference.strict());

/** Settings pages: my settings and agency settings (spec 1-foundation section 2). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get(
    '/v1/me/settings',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['settings'],
        summary: "The user's preferences in the session's agency (the agency's where unset)",
        response: { 200: zSuccess(ZUserSettings), ...errors },
      },
    },
    async (request) => ok(await getUserSettings(database, sessionOf(request))),
  );

  app.patch(
    '/v1/me/settings',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['settings'],
        summary: "Change the user's preferences in the session's agency",
        description:
          'Only the keys given change. defaultPropertyManagerId must be a property manager of ' +
          "the session's agency (else 400 naming the field); null chooses 'All property managers'. A user who never chose follows the agency's default.",
        body: ZSettingsPatchBody,
        response: { 200: zSuccess(ZUserSettings), ...errors },
      },
    },
    async (request) => ok(await patchUserSettings(database, sessionOf(request), request.body)),
  );

  app.get(
    '/v1/me/profile',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['settings'],
        summary: 'Profile and security of the signed-in user (the user viewed, when impersonating)',
        response: { 200: zSuccess(ZProfile), ...errors },
      },
    },
    async (request) => ok(await getProfile(database.db, sessionOf(request))),
  );

  app.get(
    '/v1/agency/profile',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['settings'],
        summary: "Office profile of the session's agency",
        response: { 200: zSuccess(ZOfficeProfile), ...errors },
      },
    },
    async (request) => ok(await getOfficeProfile(database.db, sessionOf(request))),
  );

  app.get(
    '/v1/agency/property-managers',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['settings'],
        summary: "The session agency's current property managers, by name",
        response: { 200: zSuccess(z.array(ZPropertyManager)), ...errors },
      },
    },
    async (request) => ok(await agencyPropertyManagers(database, sessionOf(request))),
  );

  app.get(
    '/v1/agency/integration',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['settings'],
        summary: "The session agency's active integrations",
        response: { 200: zSuccess(z.array(ZIntegration)), ...errors },
      },
    },
    async (request) => ok(await activeIntegrations(database, sessionOf(request))),
  );

  app.get(
    '/v1/agency/users',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['settings'],
        summary: "Manage users: the agency's users, masters first (master users only)",
        response: { 200: zSuccess(z.array(ZAgencyUser)), 403: ZErrorEnvelope, ...errors },
      },
    },
    async (request) => ok(await agencyUsers(database, sessionOf(request))),
  );

  app.get(
    '/v1/property-manager/notification-settings',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['settings'],
        summary: "Each property manager's automatic service-report emails to owners",
        response: { 200: zSuccess(ZNotificationSettings), ...errors },
      },
    },
    async (request) => ok(await getNotificationSettings(database, sessionOf(request))),
  );

  app.post(
    '/v1/property-manager/notification-settings',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['settings'],
        summary: 'Set property managers’ automatic service-report emails to owners',
        description:
          "All or nothing. Each propertyManagerId must be a property manager of the session's " +
          'agency, given once (else 400 naming the entry); 403 when the agency has automatic ' +
          'emails to owners disabled. Answers the new settings.',
        body: ZNotificationPreferencesBody,
        response: { 200: zSuccess(ZNotificationSettings), 403: ZErrorEnvelope, ...errors },
      },
    },
    async (request) =>
      ok(await saveNotificationSettings(database, sessionOf(request), request.body)),
  );
};
