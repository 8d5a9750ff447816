import type { QueryClient } from '@tanstack/react-query';

/**
 * The prefixes of what shows the other providers' properties: the other-providers portfolio
 * (features/portfolio) and the dashboard's other-providers figures (features/dashboard). A
 * non-managed property's page changes what they show and cannot import those features' key
 * factories, which build on these instead (as lib/dashboard-keys.ts does for the urgent lists).
 */
export const OTHER_PROVIDERS_LIST_KEY = ['portfolio', 'integrated'] as const;
export const OTHER_PROVIDERS_STATS_KEY = ['dashboard', 'integrated-stats'] as const;

/** After a change of a non-managed property: its portfolio rows and the figures that count it. */
export async function invalidateOtherProvidersViews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: OTHER_PROVIDERS_LIST_KEY }),
    queryClient.invalidateQueries({ queryKey: OTHER_PROVIDERS_STATS_KEY }),
  ]);
}
