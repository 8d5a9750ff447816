import type { FigureContext } from '@portal/contracts';
import {
  DASHBOARD_LIST_KEY,
  DASHBOARD_STATS_KEY,
  dashboardListKey,
  type DashboardListName,
} from '../../../lib/dashboard-keys';
import { OTHER_PROVIDERS_STATS_KEY } from '../../../lib/other-providers-keys';

/** Query keys of the dashboard; lists and stats carry the chosen property manager (null: all). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** Every property manager's figures. */
  allStats: () => DASHBOARD_STATS_KEY,
  stats: ({ propertyManagerId, newAccessIssues, problemRegister }: FigureContext) =>
    [...dashboardKeys.allStats(), { propertyManagerId, newAccessIssues, problemRegister }] as const,
  integratedStats: () => OTHER_PROVIDERS_STATS_KEY,
  /** Every urgent-action list, of every property manager. */
  lists: () => DASHBOARD_LIST_KEY,
  listsOf: dashboardListKey,
  list: (name: DashboardListName, propertyManagerId: number | null) =>
    [...dashboardKeys.listsOf(name), { propertyManagerId }] as const,
};
