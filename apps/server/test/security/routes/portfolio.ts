import { byManager, noIds, pathId, SESSION_AGENCY, type CatalogueEntry } from './shared';

const ANALYTICS_VIEWERS = {
  viewers: ['master'],
  reason:
    'demo.manager has no AgencyCompliancePortalAdvancedAnalytics experiment (403 to any query)',
} satisfies CatalogueEntry['as'];

/** The dashboard, the portfolio and its updates, and the corporate dashboard. */
export const PORTFOLIO_ROUTES: Record<string, CatalogueEntry> = {
  // dashboard
  'GET /v1/stats': byManager(),
  'GET /v1/stats/integrated': byManager(),
  'GET /v1/invoice/analytics/overdue': byManager(),
  'GET /v1/quote/analytics/immediate-action': byManager(),
  'GET /v1/notice/analytics/urgent-active-notices': byManager(),
  'GET /v1/agency/access-issues/analytics/urgent': byManager(),
  'GET /v1/reported-findings/analytics/urgent': byManager(),
  'GET /v1/portfolio/analytics/new-managements': byManager(),
  // portfolio and updates
  'GET /v1/portfolio': byManager('property-manager'),
  'GET /v1/portfolio/integrated': byManager('property-manager'),
  'GET /v1/portfolio/integrated/export': byManager('property-manager'),
  'GET /v1/portfolio/integrated/property-managers': noIds(SESSION_AGENCY),
  'GET /v1/portfolio/integrated/service-providers': noIds(SESSION_AGENCY),
  'GET /v1/update/summary': byManager('property-manager'),
  'GET /v1/update/summary/export': byManager('property-manager'),
  'GET /v1/update/get-all-overdue-properties': noIds(SESSION_AGENCY),
  // the corporate dashboard: only with the AgencyCompliancePortalAdvancedAnalytics experiment
  'GET /v1/analytics': { ...byManager(), as: ANALYTICS_VIEWERS },
  'GET /v1/analytics/export': {
    ...byManager(),
    query: { table: 'managers' },
    as: ANALYTICS_VIEWERS,
  },
  'POST /v1/property/:id/confirm-single-property-details': {
    ids: [pathId('properties', { where: 'is_managed' })],
    writes: ['properties', 'property_services'],
  },
};
