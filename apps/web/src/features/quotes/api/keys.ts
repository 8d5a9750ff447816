import type { QueryClient } from '@tanstack/react-query';
import { invalidateDashboardViews } from '../../../lib/dashboard-keys';

/** Query keys of quotes outside the dashboard's lists (a quote's details). */
export const quoteKeys = {
  all: ['quotes'] as const,
  detail: (quoteId: number) => [...quoteKeys.all, 'detail', { quoteId }] as const,
};

/** After a quote changes: the dashboard's lists and figures, and every quote read on its own. */
export async function invalidateQuoteViews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    invalidateDashboardViews(queryClient),
    queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  ]);
}
