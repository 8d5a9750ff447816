import { z } from 'zod/mini';

/** Keys of portfolioStats in the dashboard stats (SERVICES_BREAKDOWN is a map by service). */
export const PORTFOLIO_STAT_KEYS = [
  'TOTAL_PORTFOLIO',
  'MANAGED_BY_DI',
  'NEW_MANAGEMENT',
  'SERVICES_BREAKDOWN',
  'BOOKING_IN_PROGRESS',
  'COMPLIANT',
  'PENDING_ITEMS',
  'COMPLIANCE_ISSUES',
  'UNRESOLVED_ACTIVE_NOTICES',
  'UNPAID_OVERDUE_INVOICES',
  'NON_COMPLIANT_QUOTATIONS',
] as const;
export type TPortfolioStatKey = (typeof PORTFOLIO_STAT_KEYS)[number];

/** Portfolio stats that are plain counts (all but SERVICES_BREAKDOWN). */
export const PORTFOLIO_COUNT_STAT_KEYS = PORTFOLIO_STAT_KEYS.filter(
  (key): key is Exclude<TPortfolioStatKey, 'SERVICES_BREAKDOWN'> => key !== 'SERVICES_BREAKDOWN',
);

export const ACTION_REQUIRED_GROUP_KEYS = [
  'ACTIVE_NOTICES_STATS',
  'COMPLIANCE_QUOTES_STATS',
  'INVOICES_STATS',
  'NEW_MANAGEMENT_STATS',
  'REPORTED_FINDINGS_STATS',
] as const;
export type TActionRequiredGroupKey = (typeof ACTION_REQUIRED_GROUP_KEYS)[number];

export const ACTIVE_NOTICES_STAT_KEYS = ['URGENT_NOTICES', 'NON_URGENT_NOTICES'] as const;
export const COMPLIANCE_QUOTES_STAT_KEYS = ['URGENT_QUOTATIONS', 'NON_URGENT_QUOTATIONS'] as const;
export const INVOICES_STAT_KEYS = ['OUTSTANDING_INVOICES', 'OVERDUE_INVOICES'] as const;
export const NEW_MANAGEMENT_STAT_KEYS = ['NEW_MANAGEMENT'] as const;
export const REPORTED_FINDINGS_STAT_KEYS = [
  'URGENT_REPORTED_FINDINGS',
  'NON_URGENT_REPORTED_FINDINGS',
] as const;

/** Keys inside each actionRequired group. */
export const ACTION_REQUIRED_STAT_KEYS = {
  ACTIVE_NOTICES_STATS: ACTIVE_NOTICES_STAT_KEYS,
  COMPLIANCE_QUOTES_STATS: COMPLIANCE_QUOTES_STAT_KEYS,
  INVOICES_STATS: INVOICES_STAT_KEYS,
  NEW_MANAGEMENT_STATS: NEW_MANAGEMENT_STAT_KEYS,
  REPORTED_FINDINGS_STATS: REPORTED_FINDINGS_STAT_KEYS,
} as const satisfies Record<TActionRequiredGroupKey, readonly string[]>;

/** Tabs of the 'Urgent action required' area (query parameter action-required-tab). */
export const ACTION_REQUIRED_TAB_CODES = [
  'new-managements',
  'reported-findings',
  'urgent-active-notices',
  'urgent-quotes',
  'overdue-invoices',
] as const;
export const ZActionRequiredTab = z.enum(ACTION_REQUIRED_TAB_CODES);
export type TActionRequiredTab = z.infer<typeof ZActionRequiredTab>;

export const actionRequiredTabLabels: Record<TActionRequiredTab, string> = {
  'new-managements': 'Enrol new managements',
  'reported-findings': 'Resolve reported findings',
  'urgent-active-notices': 'Resolve access issues',
  'urgent-quotes': 'Review urgent quotes',
  'overdue-invoices': 'Pay overdue invoices',
};

/** Tabs of the dashboard portfolio view (query parameter graphs-tab). */
export const GRAPHS_TAB_CODES = ['managed-portfolio', 'other-service-providers'] as const;
export const ZGraphsTab = z.enum(GRAPHS_TAB_CODES);
export type TGraphsTab = z.infer<typeof ZGraphsTab>;
