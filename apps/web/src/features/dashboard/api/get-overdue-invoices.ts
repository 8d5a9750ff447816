import { DASHBOARD_BLOCK_PAGE_SIZE, dashboardCalls, type TInvoice } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invoiceUploadRefetchInterval } from '../../invoices';
import { dashboardKeys } from './keys';

function getOverdueInvoices({
  propertyManagerId,
  signal,
}: {
  propertyManagerId: number | null;
  signal?: AbortSignal;
}): Promise<{ items: TInvoice[]; total: number }> {
  return callApi(dashboardCalls.overdueInvoices, {
    query: { propertyManagerId, page: 1, 'page-size': DASHBOARD_BLOCK_PAGE_SIZE },
    signal,
  });
}

export const overdueInvoicesQueryOptions = (propertyManagerId: number | null) =>
  queryOptions({
    queryKey: dashboardKeys.list('overdueInvoices', propertyManagerId),
    queryFn: ({ signal }) => getOverdueInvoices({ propertyManagerId, signal }),
    // While an invoice uploads in the background, ask again every few seconds for its outcome.
    refetchInterval: (query) => invoiceUploadRefetchInterval(query.state.data?.items),
  });

export function useOverdueInvoices(propertyManagerId: number | null, { enabled = true } = {}) {
  return useQuery({ ...overdueInvoicesQueryOptions(propertyManagerId), enabled });
}
