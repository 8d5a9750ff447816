import { byManager, noIds, pathId, SESSION_AGENCY, type CatalogueEntry } from './shared';

/** The dashboard, the portfolio and its updates. */
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
  'POST /v1/property/:id/confirm-single-property-details': {
    ids: [pathId('properties', { where: 'is_managed' })],
    writes: ['properties', 'property_services'],
  },
};
