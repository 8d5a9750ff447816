import { analyticsCalls, type TAnalytics, type TAnalyticsTable } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, downloadCall, type DownloadedFile } from '../../../lib/api-client';
import { analyticsKeys, type AnalyticsFilters } from './keys';

/** The filters as query parameters (the exports' too). */
function analyticsQuery(filters: AnalyticsFilters) {
  return {
    propertyManagerId: filters.propertyManagerId ?? undefined,
    service: filters.service ?? undefined,
    region: filters.region ?? undefined,
    period: filters.period,
  };
}

function getAnalytics(filters: AnalyticsFilters, signal?: AbortSignal): Promise<TAnalytics> {
  return callApi(analyticsCalls.dashboard, { query: analyticsQuery(filters), signal });
}

const analyticsQueryOptions = (filters: AnalyticsFilters) =>
  queryOptions({
    queryKey: analyticsKeys.figures(filters),
    queryFn: ({ signal }) => getAnalytics(filters, signal),
  });

/** The corporate dashboard's figures; the previous answer stays while the next one loads. */
export function useAnalytics(filters: AnalyticsFilters) {
  return useQuery({ ...analyticsQueryOptions(filters), placeholderData: keepPreviousData });
}

/** GET /v1/analytics/export: one table with the page's filters, as .xlsx. */
export function exportAnalyticsTable(
  filters: AnalyticsFilters,
  table: TAnalyticsTable,
  fileName: string,
): Promise<DownloadedFile> {
  return downloadCall(analyticsCalls.exportTable, {
    query: { ...analyticsQuery(filters), table, fileName },
  });
}
