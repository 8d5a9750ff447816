import {
  authCalls,
  callUrl,
  dashboardCalls,
  DASHBOARD_BLOCK_PAGE_SIZE,
  NEW_MANAGEMENTS_PAGE_SIZE,
  portfolioCalls,
  propertyCalls,
  updateCalls,
} from '@portal/contracts';

export type AgencyName = 'large' | 'small';

/** An API call the bench measures, each beside its floor. */
export interface BenchCall {
  name: string;
  /**
   * The URL, given a word of an address of the large agency (for searches) and, for the calls of
   * one property, a property of the agency measured with a current tenancy.
   */
  url: (searchWord: string, propertyId: number) => string;
  agencies: readonly AgencyName[];
}

const block = { query: { page: 1, 'page-size': DASHBOARD_BLOCK_PAGE_SIZE } };
const both = ['large', 'small'] as const;

/**
 * Every call the bench measures, its URL built from the call's description (contracts). Each one
 * is held to the budgets of every call (budgets.ts's CALL_BUDGET) on the large agency at 8
 * connections, so a call added here has its budget already.
 */
export const CALLS: readonly BenchCall[] = [
  {
    name: 'portfolio (facet + search)',
    url: (word) => callUrl(portfolioCalls.list, { query: { facet: ['Overdue'], query: word } }),
    agencies: both,
  },
  {
    name: 'portfolio (by due date)',
    url: () => callUrl(portfolioCalls.list, { query: { sort: 'due-date', page: 3 } }),
    agencies: both,
  },
  {
    name: 'portfolio (by status)',
    url: () => callUrl(portfolioCalls.list, { query: { sort: '-status', page: 3 } }),
    agencies: both,
  },
  { name: 'stats', url: () => callUrl(dashboardCalls.stats, {}), agencies: both },
  { name: 'update summary', url: () => callUrl(updateCalls.summary, {}), agencies: both },
  {
    name: 'overdue invoices',
    url: () => callUrl(dashboardCalls.overdueInvoices, block),
    agencies: both,
  },
  { name: 'urgent quotes', url: () => callUrl(dashboardCalls.urgentQuotes, block), agencies: both },
  {
    name: 'urgent notices',
    url: () => callUrl(dashboardCalls.urgentNotices, block),
    agencies: both,
  },
  {
    name: 'urgent access issues',
    url: () => callUrl(dashboardCalls.urgentAccessIssues, block),
    agencies: both,
  },
  {
    name: 'urgent findings',
    url: () => callUrl(dashboardCalls.urgentReportedFindings, block),
    agencies: both,
  },
  {
    name: 'new managements',
    url: () =>
      callUrl(dashboardCalls.recentNewManagements, {
        query: { page: 1, 'page-size': NEW_MANAGEMENTS_PAGE_SIZE },
      }),
    agencies: both,
  },
  { name: 'session', url: () => callUrl(authCalls.session, {}), agencies: ['large'] },
  // --- tenancy ---
  {
    name: 'property tenancy',
    url: (_, id) => callUrl(propertyCalls.tenancy, { params: { id } }),
    agencies: both,
  },
  {
    name: 'property tenancies',
    url: (_, id) => callUrl(propertyCalls.tenancies, { params: { id } }),
    agencies: both,
  },
];
