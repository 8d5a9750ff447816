import { ZInvoice, DASHBOARD_BLOCK_PAGE_SIZE, zListOf, type TInvoice } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { invoiceUploadRefetchInterval } from '../../invoices';
import { dashboardKeys } from './keys';

const ZList = zListOf(ZInvoice);

export function getOverdueInvoices({
  propertyManagerId,
  signal,
}: {
  propertyManagerId: number | null;
  signal?: AbortSignal;
}): Promise<{ items: TInvoice[]; total: number }> {
  return api.get(apiPaths.invoice.overdue(), ZList, {
    query: { propertyManagerId, page: 1, 'page-size': DASHBOARD_BLOCK_PAGE_SIZE },
    signal,
  });
}

export const overdueInvoicesQueryOptions = (propertyManagerId: number | null) =>
  queryOptions({
    queryKey: dashboardKeys.list('overdueInvoices', propertyManagerId),
    queryFn: ({ signal }) => getOverdueInvoices({ propertyManagerId, signal }),
    // While an invoice uploads in the background, refresh every 60 s to show the outcome.
    refetchInterval: (query) => invoiceUploadRefetchInterval(query.state.data?.items),
  });

export function useOverdueInvoices(propertyManagerId: number | null, { enabled = true } = {}) {
  return useQuery({ ...overdueInvoicesQueryOptions(propertyManagerId), enabled });
}
