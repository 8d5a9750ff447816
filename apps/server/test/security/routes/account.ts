import { noIds, SESSION_AGENCY, type CatalogueEntry } from './shared';

/** Signing in, the user's and the agency's settings, and the app's public configuration. */
export const ACCOUNT_ROUTES: Record<string, CatalogueEntry> = {
  // auth
  'POST /v1/auth/login': noIds(
    'the ids travel inside the state system’s signed single-use token; ' +
      'originalComplianceUserId must match it (impersonation.test.ts)',
  ),
  'POST /v1/auth/logout': noIds('ends the caller’s own session'),
  'GET /v1/auth/session': noIds(SESSION_AGENCY),
  'GET /v1/auth/systems': noIds('public configuration of the state systems'),
  'GET /v1/auth/agencies': noIds('the user’s own memberships', {
    sweep: { skip: 'lists every agency the user belongs to, by design' },
  }),
  'PUT /v1/auth/agencies': {
    ids: [{ in: 'body', name: 'agencyId', table: 'agencies', column: 'id' }],
    body: (id) => ({ agencyId: id }),
    writes: [{ table: 'sessions', columns: 'id, agency_id, revoked_at, revoked_reason' }],
    as: {
      viewers: ['manager'],
      reason: 'demo.master belongs to every agency, so switching to one is the feature',
    },
  },
  // me and settings
  'GET /v1/me/active-experiments': noIds(SESSION_AGENCY),
  'GET /v1/me/agency-settings': noIds(SESSION_AGENCY),
  'GET /v1/me/settings': noIds(SESSION_AGENCY),
  'PATCH /v1/me/settings': {
    ids: [{ in: 'body', name: 'agency.defaultPropertyManagerId', table: 'property_managers' }],
    body: (id) => ({ agency: { defaultPropertyManagerId: id } }),
    writes: ['user_settings'],
  },
  'GET /v1/me/profile': noIds(SESSION_AGENCY),
  'GET /v1/agency/profile': noIds(SESSION_AGENCY),
  'GET /v1/agency/property-managers': noIds(SESSION_AGENCY),
  'GET /v1/agency/integration': noIds(SESSION_AGENCY),
  'GET /v1/agency/users': noIds(SESSION_AGENCY),
  'GET /v1/agency/api-keys': noIds(SESSION_AGENCY),
  'POST /v1/agency/api-keys': noIds('creates a key of the session agency', {
    body: () => ({ name: 'Catalogue key' }),
    writes: ['api_keys'],
  }),
  'DELETE /v1/agency/api-keys/:keyId': {
    ids: [{ in: 'path', name: 'keyId', table: 'api_keys' }],
    writes: ['api_keys'],
    as: { viewers: ['master'], reason: 'a standard user is refused (403) before any id is read' },
  },
  'GET /v1/agency/webhooks': noIds(SESSION_AGENCY),
  'POST /v1/agency/webhooks': noIds('creates a webhook of the session agency', {
    body: () => ({ url: 'https://93.184.215.14/catalogue', events: ['notice.issued'] }),
    writes: ['webhooks'],
  }),
  'PATCH /v1/agency/webhooks/:webhookId': {
    ids: [{ in: 'path', name: 'webhookId', table: 'webhooks' }],
    body: () => ({ enabled: false }),
    writes: ['webhooks'],
    as: { viewers: ['master'], reason: 'a standard user is refused (403) before any id is read' },
  },
  'DELETE /v1/agency/webhooks/:webhookId': {
    ids: [{ in: 'path', name: 'webhookId', table: 'webhooks' }],
    writes: ['webhooks', 'webhook_deliveries'],
    as: { viewers: ['master'], reason: 'a standard user is refused (403) before any id is read' },
  },
  'POST /v1/agency/webhooks/:webhookId/test': {
    ids: [{ in: 'path', name: 'webhookId', table: 'webhooks' }],
    writes: ['webhook_deliveries'],
    as: { viewers: ['master'], reason: 'a standard user is refused (403) before any id is read' },
  },
  'GET /v1/agency/webhooks/:webhookId/deliveries': {
    ids: [{ in: 'path', name: 'webhookId', table: 'webhooks' }],
    as: { viewers: ['master'], reason: 'a standard user is refused (403) before any id is read' },
  },
  'POST /v1/agency/invitations': noIds('invites an address into the session agency', {
    body: () => ({ email: 'catalogue.invitee@example.com', role: 'standard' }),
    writes: ['user_invitations', 'email_outbox'],
  }),
  'PATCH /v1/agency/users/:userId': {
    ids: [
      {
        in: 'path',
        name: 'userId',
        table: 'agency_memberships',
        column: 'user_id',
        sequenceOf: 'users',
        // Members of one agency only: another agency's are then never the session agency's too
        // (demo.master belongs to every agency), and the session agency's own one is found. Never
        // a user the suites sign in as (demo.*): a change of role ends that user's sessions, and
        // every request after it would be answered 401.
        where: `(select count(*) from agency_memberships every
                where every.user_id = agency_memberships.user_id) = 1
                and user_id not in (select id from users where username like 'demo.%')`,
      },
    ],
    body: () => ({ role: 'standard' }),
    writes: ['agency_memberships', { table: 'sessions', columns: 'id, revoked_at' }],
    as: { viewers: ['master'], reason: 'a standard user is refused (403) before any id is read' },
  },
  'GET /v1/property-manager/notification-settings': noIds(SESSION_AGENCY),
  'POST /v1/property-manager/notification-settings': {
    ids: [{ in: 'body', name: '[].propertyManagerId', table: 'property_managers' }],
    body: (id) => [
      { propertyManagerId: id, serviceReportsAutoOwnerEmailPreference: 'ALL_SERVICE_REPORTS' },
    ],
    writes: ['property_manager_notification_settings'],
  },
  // meta
  'GET /v1/meta/portal': noIds('public configuration'),
  'POST /v1/events/page-not-found': noIds('records a path; no rows are named'),
};
