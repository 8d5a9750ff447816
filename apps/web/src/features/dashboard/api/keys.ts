/** Query keys of the dashboard; lists and stats carry the chosen property manager (null: all). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: (propertyManagerId: number | null) =>
    [...dashboardKeys.all, 'stats', { propertyManagerId }] as const,
  integratedStats: () => [...dashboardKeys.all, 'integrated-stats'] as const,
  integrations: () => [...dashboardKeys.all, 'integrations'] as const,
  propertyManagers: () => [...dashboardKeys.all, 'property-managers'] as const,
  list: (name: string, propertyManagerId: number | null) =>
    [...dashboardKeys.all, 'list', name, { propertyManagerId }] as const,
};
