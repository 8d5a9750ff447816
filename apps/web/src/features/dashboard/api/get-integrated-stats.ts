import { ZIntegratedStats, type TIntegratedStats } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { dashboardKeys } from './keys';

export function getIntegratedStats({
  signal,
}: { signal?: AbortSignal } = {}): Promise<TIntegratedStats> {
  return api.get(apiPaths.stats.integrated(), ZIntegratedStats, { signal });
}

export const integratedStatsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.integratedStats(),
    queryFn: ({ signal }) => getIntegratedStats({ signal }),
  });

export function useIntegratedStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...integratedStatsQueryOptions(), enabled });
}
