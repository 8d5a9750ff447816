import { defineCall } from '../api/call';
import { zListOf } from '../api/envelope';
import {
  ZAccessIssueItem,
  ZDashboardListQuery,
  ZDashboardStats,
  ZIntegratedStats,
  ZInvoice,
  ZNewManagement,
  ZNewManagementsQuery,
  ZNotice,
  ZQuoteDetail,
  ZReportedFindingGroup,
  ZStatsQuery,
} from '../api/dashboard';
import { ZPropertyManagerQuery } from '../api/list-queries';

// The dashboard's figures and the lists of its 'Urgent action required' tabs (spec
// 1-foundation §7, 3-action-required §2). They live together because each figure and the list it
// counts share one definition.

const PAGING =
  'Paged with page (from 1) and page-size; total counts every matching item. With ' +
  'propertyManagerId, only that manager’s properties (another agency’s manager matches nothing).';

export const stats = defineCall({
  method: 'GET',
  path: '/v1/stats',
  access: 'session',
  tags: ['dashboard'],
  summary: "The dashboard's portfolio and action-required figures",
  description:
    "For the session's agency, or one property manager's properties. Portfolio figures " +
    'count properties, action-required figures count items (each the total of the ' +
    'matching dashboard list), portfolioProperties the properties GET /v1/portfolio lists ' +
    '(unfiltered, or with one facet, read with the same new-access-issues and ' +
    'new-problem-register flags). A property manager of another agency matches nothing. ' +
    'The property-level figures may be up to 30 seconds old; the item counts are live.',
  query: ZStatsQuery,
  data: ZDashboardStats,
  errors: [400],
});

export const integratedStats = defineCall({
  method: 'GET',
  path: '/v1/stats/integrated',
  access: 'session',
  tags: ['dashboard'],
  summary: "Figures of the agency's properties serviced by other providers",
  description:
    'The properties of the agency software that the provider does not service, by the ' +
    'compliance status mirrored from it; TOTAL counts them all.',
  query: ZPropertyManagerQuery,
  data: ZIntegratedStats,
  errors: [400],
});

export const overdueInvoices = defineCall({
  method: 'GET',
  path: '/v1/invoice/analytics/overdue',
  access: 'session',
  tags: ['dashboard', 'invoices'],
  summary: 'Overdue invoices: unpaid and due before today, the most overdue first',
  description: PAGING,
  query: ZDashboardListQuery,
  data: zListOf(ZInvoice),
  errors: [400],
});

export const urgentQuotes = defineCall({
  method: 'GET',
  path: '/v1/quote/analytics/immediate-action',
  access: 'session',
  tags: ['dashboard', 'quotes'],
  summary: 'Urgent quotes awaiting approval (not expired or rejected), soonest expiry first',
  description: `Urgent: the severity impacts compliance. ${PAGING}`,
  query: ZDashboardListQuery,
  data: zListOf(ZQuoteDetail),
  errors: [400],
});

export const urgentNotices = defineCall({
  method: 'GET',
  path: '/v1/notice/analytics/urgent-active-notices',
  access: 'session',
  tags: ['dashboard', 'notices'],
  summary: 'Unresolved notices that impact compliance, the newest first',
  description: PAGING,
  query: ZDashboardListQuery,
  data: zListOf(ZNotice),
  errors: [400],
});

export const urgentAccessIssues = defineCall({
  method: 'GET',
  path: '/v1/agency/access-issues/analytics/urgent',
  access: 'session',
  tags: ['dashboard', 'access-issues'],
  summary: 'Properties with an open access issue and an overdue service',
  description:
    'Suspended properties first, then the longest unresolved. An empty problems list ' +
    `means a complex problem (contact the provider). ${PAGING}`,
  query: ZDashboardListQuery,
  data: zListOf(ZAccessIssueItem),
  errors: [400],
});

export const urgentReportedFindings = defineCall({
  method: 'GET',
  path: '/v1/reported-findings/analytics/urgent',
  access: 'session',
  tags: ['dashboard', 'reported-findings'],
  summary: 'One row per property and service with an open urgent reported finding',
  description: `The longest outstanding first; each row lists its open findings. ${PAGING}`,
  query: ZDashboardListQuery,
  data: zListOf(ZReportedFindingGroup),
  errors: [400],
});

export const recentNewManagements = defineCall({
  method: 'GET',
  path: '/v1/portfolio/analytics/new-managements',
  access: 'session',
  tags: ['dashboard', 'new-managements'],
  summary: 'New managements of the past 30 days, not dismissed, the newest first',
  description: `Ten a page by default. ${PAGING}`,
  query: ZNewManagementsQuery,
  data: zListOf(ZNewManagement),
  errors: [400],
});
