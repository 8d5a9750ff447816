import type { QueryClient } from '@tanstack/react-query';
import { invalidateDashboardViews } from '../../../lib/dashboard-keys';

/**
 * Query keys of invoices outside the dashboard's lists (a property's invoices, once its page reads
 * them): all under one prefix, which a change invalidates.
 */
const invoiceKeys = {
  all: ['invoices'] as const,
};

/** After an invoice changes: the dashboard's lists and figures, and every list of invoices. */
export async function invalidateInvoiceViews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    invalidateDashboardViews(queryClient),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  ]);
}
