import { DASHBOARD_BLOCK_PAGE_SIZE, dashboardCalls, type TQuoteDetail } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

function getUrgentQuotes({
  propertyManagerId,
  signal,
}: {
  propertyManagerId: number | null;
  signal?: AbortSignal;
}): Promise<{ items: TQuoteDetail[]; total: number }> {
  return callApi(dashboardCalls.urgentQuotes, {
    query: { propertyManagerId, page: 1, 'page-size': DASHBOARD_BLOCK_PAGE_SIZE },
    signal,
  });
}

export const urgentQuotesQueryOptions = (propertyManagerId: number | null) =>
  queryOptions({
    queryKey: dashboardKeys.list('urgentQuotes', propertyManagerId),
    queryFn: ({ signal }) => getUrgentQuotes({ propertyManagerId, signal }),
  });

export function useUrgentQuotes(propertyManagerId: number | null, { enabled = true } = {}) {
  return useQuery({ ...urgentQuotesQueryOptions(propertyManagerId), enabled });
}
