import { managerQuery, pathId, type CatalogueEntry } from './shared';

/** A property with an open access-issue case, so the call would act on it. */
const WITH_OPEN_CASE = pathId('properties', {
  where:
    "id in (select property_id from access_issue_cases where status in ('OPEN', 'ADDITIONAL_INFO_PROVIDED') and portal_suppression_level = 0)",
});

/** Access issues: the list, a property's case and performing a solution; notices. */
export const ACCESS_ISSUES_ROUTES: Record<string, CatalogueEntry> = {
  // access issues
  'GET /v1/agency/access-issues': {
    ids: [
      { in: 'query', name: 'propertyId', table: 'properties' },
      managerQuery('property-manager'),
    ],
  },
  'GET /v2/property/:id/access-issues': { ids: [WITH_OPEN_CASE] },
  'POST /v2/property/:id/access-issues/action': {
    ids: [WITH_OPEN_CASE],
    body: () => ({ solutionLabel: 'SPEAK_TO_TENANT', notes: '<p>Spoke to the tenant</p>' }),
    writes: [
      'access_issue_suggested_actions',
      'access_issue_blocked_methods',
      'access_issue_cases',
      'audit_log',
    ],
  },
  // notices
  'GET /v1/notice': {
    ids: [
      { in: 'query', name: 'propertyId', table: 'properties' },
      managerQuery('property-manager'),
    ],
  },
  'POST /v1/notice/:id/resolve': {
    ids: [pathId('notices', { where: 'resolved_at is null and not is_contact_di_required' })],
    body: (id) => ({ resolveReason: 'Spoke to the tenant', noticeId: id, propertyId: 1 }),
    writes: ['notices', 'audit_log'],
  },
  'POST /v1/notice/:id/send-notification-and-resolve': {
    ids: [pathId('notices', { where: 'resolved_at is null and not is_contact_di_required' })],
    body: (id) => ({
      noticeId: id,
      propertyId: 1,
      occupantId: 1,
      notes: '<p>Spoke to the tenant</p>',
    }),
    writes: ['notices', 'email_outbox', 'pgboss.job', 'audit_log'],
  },
};
