import type { QueryClient } from '@tanstack/react-query';
import { invalidateDashboardViews } from '../../../lib/dashboard-keys';

/** Query keys of invoices outside the dashboard's lists (a property's invoices). */
export const invoiceKeys = {
  all: ['invoices'] as const,
  propertyInvoices: (propertyId: number) =>
    [...invoiceKeys.all, 'property-invoices', { propertyId }] as const,
  propertyInvoicesPage: (propertyId: number, page: number, pageSize: number) =>
    [...invoiceKeys.propertyInvoices(propertyId), { page, pageSize }] as const,
};

/** After an invoice changes: the dashboard's lists and figures, and every list of invoices. */
export async function invalidateInvoiceViews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    invalidateDashboardViews(queryClient),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  ]);
}
