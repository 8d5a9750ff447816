import { DASHBOARD_BLOCK_PAGE_SIZE, NEW_MANAGEMENTS_PAGE_SIZE } from '@portal/contracts';

export type AgencyName = 'large' | 'small';

/** An API call the bench measures, each beside its floor. */
export interface BenchCall {
  name: string;
  /** The URL, given a word of an address of the large agency (for searches). */
  url: (searchWord: string) => string;
  agencies: readonly AgencyName[];
}

const block = `page=1&page-size=${DASHBOARD_BLOCK_PAGE_SIZE}`;
const both = ['large', 'small'] as const;

/**
 * Every call the bench measures. Each one is held to the budgets of every call (budgets.ts's
 * CALL_BUDGET) on the large agency at 8 connections, so a call added here has its budget already.
 */
export const CALLS: readonly BenchCall[] = [
  {
    name: 'portfolio (facet + search)',
    url: (word) => `/v1/portfolio?facet=Overdue&query=${encodeURIComponent(word)}`,
    agencies: both,
  },
  { name: 'stats', url: () => '/v1/stats', agencies: both },
  { name: 'update summary', url: () => '/v1/update/summary', agencies: both },
  {
    name: 'overdue invoices',
    url: () => `/v1/invoice/analytics/overdue?${block}`,
    agencies: both,
  },
  {
    name: 'urgent quotes',
    url: () => `/v1/quote/analytics/immediate-action?${block}`,
    agencies: both,
  },
  {
    name: 'urgent notices',
    url: () => `/v1/notice/analytics/urgent-active-notices?${block}`,
    agencies: both,
  },
  {
    name: 'urgent access issues',
    url: () => `/v1/agency/access-issues/analytics/urgent?${block}`,
    agencies: both,
  },
  {
    name: 'urgent findings',
    url: () => `/v1/reported-findings/analytics/urgent?${block}`,
    agencies: both,
  },
  {
    name: 'new managements',
    url: () =>
      `/v1/portfolio/analytics/new-managements?page=1&page-size=${NEW_MANAGEMENTS_PAGE_SIZE}`,
    agencies: both,
  },
  { name: 'session', url: () => '/v1/auth/session', agencies: ['large'] },
];
