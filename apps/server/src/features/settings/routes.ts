import { apiKeyCalls, settingsCalls, userCalls, webhookCalls } from '@portal/contracts';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import { activeIntegrations, agencyPropertyManagers } from './agency-service';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys-service';
import { getNotificationSettings, saveNotificationSettings } from './notification-service';
import { getOfficeProfile, getProfile } from './profile-service';
import { getUserSettings, patchUserSettings } from './user-settings-service';
import { inviteUser, listAgencyUsers, updateAgencyUser } from './users-service';
import {
  createWebhook,
  deleteWebhook,
  isTooManyTests,
  listDeliveries,
  listWebhooks,
  sendTestEvent,
  updateWebhook,
} from './webhooks-service';

/** Settings pages: my settings and agency settings (spec 1-foundation section 2). */
export const settingsRoutes = signedIn(async (app) => {
  const { database } = app;

  route(app, settingsCalls.userSettings, ({ scope }) => getUserSettings(database, scope.session));

  route(app, settingsCalls.updateUserSettings, ({ scope, body }) =>
    patchUserSettings(database, scope.session, body),
  );

  route(app, settingsCalls.profile, ({ scope }) => getProfile(database.db, scope.session));

  route(app, settingsCalls.officeProfile, ({ scope }) =>
    getOfficeProfile(database.db, scope.session),
  );

  route(app, settingsCalls.propertyManagers, ({ scope }) =>
    agencyPropertyManagers(database, scope.session),
  );

  route(app, settingsCalls.integrations, ({ scope }) =>
    activeIntegrations(database, scope.session),
  );

  route(app, apiKeyCalls.list, ({ scope }) => listApiKeys(database, scope));
  route(app, apiKeyCalls.create, ({ scope, body }) => createApiKey(database, scope, body));
  route(app, apiKeyCalls.revoke, ({ scope, params }) =>
    revokeApiKey(database, scope, params.keyId),
  );

  route(app, webhookCalls.list, ({ scope }) => listWebhooks(database, scope));
  route(app, webhookCalls.create, ({ scope, body }) =>
    createWebhook(database, app.webhooks, scope, body),
  );
  route(app, webhookCalls.update, ({ scope, params, body }) =>
    updateWebhook(database, scope, params.webhookId, body),
  );
  route(app, webhookCalls.remove, ({ scope, params }) =>
    deleteWebhook(database, scope, params.webhookId),
  );
  route(app, webhookCalls.test, async ({ scope, params }, reply) => {
    try {
      const delivery = await sendTestEvent(database, app.webhooks, scope, params.webhookId);
      app.jobs.wake();
      return delivery;
    } catch (error) {
      if (isTooManyTests(error)) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  });
  route(app, webhookCalls.deliveries, ({ scope, params, query }) =>
    listDeliveries(database, scope, params.webhookId, query),
  );

  route(app, userCalls.list, ({ scope }) => listAgencyUsers(database, scope));

  route(app, userCalls.invite, async ({ scope, body }) => {
    const invitation = await inviteUser(database, app.mail, scope, body, {
      publicUrl: app.config.publicUrl,
      provider: app.config.provider,
    });
    app.jobs.wake();
    return invitation;
  });

  route(app, userCalls.update, ({ scope, params, body }) =>
    updateAgencyUser(database, scope, params.userId, body),
  );

  route(app, settingsCalls.notificationSettings, ({ scope }) =>
    getNotificationSettings(database, scope.session),
  );

  route(app, settingsCalls.updateNotificationSettings, ({ scope, body }) =>
    saveNotificationSettings(database, scope.session, body),
  );
});
