import {
  DEFAULT_PAGE_SIZE,
  updateCalls,
  type TList,
  type TUpdateSummaryItem,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { updatesKeys, type UpdateSummaryFilters } from './keys';

export const UPDATES_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The summary's filters as query parameters (the export's too). */
export function updateSummaryQuery(filters: Omit<UpdateSummaryFilters, 'page' | 'pageSize'>) {
  return {
    query: filters.query,
    service: filters.services,
    // Only with services: alone it filters nothing.
    serviceExclusivity: filters.services.length > 0 ? filters.serviceExclusivity : undefined,
    facet: filters.facets,
    'property-manager': filters.propertyManagerId ?? undefined,
  };
}

function getUpdateSummary({
  filters,
  signal,
}: {
  filters: UpdateSummaryFilters;
  signal?: AbortSignal;
}): Promise<TList<TUpdateSummaryItem>> {
  return callApi(updateCalls.summary, {
    query: {
      page: filters.page,
      'page-size': filters.pageSize,
      sort: filters.sort,
      ...updateSummaryQuery(filters),
    },
    signal,
  });
}

const updateSummaryQueryOptions = (filters: UpdateSummaryFilters) =>
  queryOptions({
    queryKey: updatesKeys.list(filters),
    queryFn: ({ signal }) => getUpdateSummary({ filters, signal }),
  });

/** The required updates for `filters`; the previous answer stays while the next one loads. */
export function useUpdateSummary(filters: UpdateSummaryFilters) {
  return useQuery({ ...updateSummaryQueryOptions(filters), placeholderData: keepPreviousData });
}
