import { dashboardCalls, type TDashboardStats } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

function getStats({
  propertyManagerId,
  signal,
}: {
  propertyManagerId: number | null;
  signal?: AbortSignal;
}): Promise<TDashboardStats> {
  return callApi(dashboardCalls.stats, { query: { propertyManagerId }, signal });
}

const statsQueryOptions = (propertyManagerId: number | null) =>
  queryOptions({
    queryKey: dashboardKeys.stats(propertyManagerId),
    queryFn: ({ signal }) => getStats({ propertyManagerId, signal }),
  });

export function useStats(propertyManagerId: number | null) {
  return useQuery(statsQueryOptions(propertyManagerId));
}
