import { dashboardCalls, type TIntegratedStats } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

function getIntegratedStats({ signal }: { signal?: AbortSignal } = {}): Promise<TIntegratedStats> {
  return callApi(dashboardCalls.integratedStats, { signal });
}

const integratedStatsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.integratedStats(),
    queryFn: ({ signal }) => getIntegratedStats({ signal }),
  });

export function useIntegratedStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...integratedStatsQueryOptions(), enabled });
}
