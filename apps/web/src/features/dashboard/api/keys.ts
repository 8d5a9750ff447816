/** Query keys of the dashboard; lists and stats carry the chosen property manager (null: all). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** Every property manager's figures. */
  allStats: () => [...dashboardKeys.all, 'stats'] as const,
  stats: (propertyManagerId: number | null) =>
    [...dashboardKeys.allStats(), { propertyManagerId }] as const,
  integratedStats: () => [...dashboardKeys.all, 'integrated-stats'] as const,
  /** Every urgent-action list, of every property manager. */
  lists: () => [...dashboardKeys.all, 'list'] as const,
  listsOf: (name: string) => [...dashboardKeys.lists(), name] as const,
  list: (name: string, propertyManagerId: number | null) =>
    [...dashboardKeys.listsOf(name), { propertyManagerId }] as const,
};
