import type { QueryClient } from '@tanstack/react-query';

/** Query keys of invoices and quotes, shared by the dashboard and the property page. */
export const billingKeys = {
  all: ['billing'] as const,
  propertyInvoices: (propertyId: number) =>
    [...billingKeys.all, 'property-invoices', { propertyId }] as const,
  propertyInvoicesPage: (propertyId: number, page: number, pageSize: number) =>
    [...billingKeys.propertyInvoices(propertyId), { page, pageSize }] as const,
  quote: (quoteId: number) => [...billingKeys.all, 'quote', { quoteId }] as const,
};

/**
 * The dashboard's lists and figures, which show invoices and quotes too. Shared code cannot
 * import a feature's key factory, so these are the prefixes that features/dashboard/api/keys.ts
 * builds its list and stats keys on (a dashboard test holds the two together).
 */
export const DASHBOARD_LIST_KEY = ['dashboard', 'list'] as const;
export const DASHBOARD_STATS_KEY = ['dashboard', 'stats'] as const;

/** After an invoice or quote changes: the dashboard lists, the stats and the property's lists. */
export async function invalidateBillingViews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: DASHBOARD_LIST_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
    queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  ]);
}
