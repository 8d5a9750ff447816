import {
  dashboardCalls,
  statsQuery,
  type FigureContext,
  type TDashboardStats,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

function getStats({
  context,
  signal,
}: {
  context: FigureContext;
  signal?: AbortSignal;
}): Promise<TDashboardStats> {
  return callApi(dashboardCalls.stats, { query: statsQuery(context), signal });
}

export const statsQueryOptions = (context: FigureContext) =>
  queryOptions({
    queryKey: dashboardKeys.stats(context),
    queryFn: ({ signal }) => getStats({ context, signal }),
  });

/** The figures for `context` (its manager, and the lists' models they are counted with). */
export function useStats(context: FigureContext) {
  return useQuery(statsQueryOptions(context));
}
