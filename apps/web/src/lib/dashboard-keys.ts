import type { QueryClient } from '@tanstack/react-query';

/**
 * The prefixes of the dashboard's urgent lists and figures. They show invoices, quotes and new
 * managements, which their own features change; the dashboard imports those features, so they
 * cannot import its key factory. features/dashboard/api/keys.ts builds on these instead.
 */
export const DASHBOARD_LIST_KEY = ['dashboard', 'list'] as const;
export const DASHBOARD_STATS_KEY = ['dashboard', 'stats'] as const;

/** The dashboard's urgent lists. */
export type DashboardListName =
  | 'newManagements'
  | 'overdueInvoices'
  | 'urgentAccessIssues'
  | 'urgentQuotes'
  | 'urgentReportedFindings';

/** One urgent list, of every property manager. */
export const dashboardListKey = (name: DashboardListName) => [...DASHBOARD_LIST_KEY, name] as const;

/**
 * After a change the dashboard shows: the urgent lists (all of them, or the one named) and
 * every property manager's figures.
 */
export async function invalidateDashboardViews(
  queryClient: QueryClient,
  list?: DashboardListName,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: list ? dashboardListKey(list) : DASHBOARD_LIST_KEY,
    }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
  ]);
}
