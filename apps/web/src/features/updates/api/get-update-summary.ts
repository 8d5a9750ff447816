import {
  DEFAULT_PAGE_SIZE,
  ZUpdateSummaryItem,
  zListOf,
  type TList,
  type TUpdateSummaryItem,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import type { SearchParamsInput } from '../../../lib/search-params';
import { updatesKeys, type UpdateSummaryFilters } from './keys';

const ZList = zListOf(ZUpdateSummaryItem);

export const UPDATES_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The summary's filters as query parameters (the export's too). */
export function updateSummaryQuery(
  filters: Omit<UpdateSummaryFilters, 'page' | 'pageSize'>,
): SearchParamsInput {
  return {
    query: filters.query,
    service: filters.services,
    // Only with services: alone it filters nothing.
    serviceExclusivity: filters.services.length > 0 ? filters.serviceExclusivity : undefined,
    facet: filters.facets,
    'property-manager': filters.propertyManagerId,
  };
}

export function getUpdateSummary({
  filters,
  signal,
}: {
  filters: UpdateSummaryFilters;
  signal?: AbortSignal;
}): Promise<TList<TUpdateSummaryItem>> {
  return api.get(apiPaths.update.summary(), ZList, {
    query: { page: filters.page, 'page-size': filters.pageSize, ...updateSummaryQuery(filters) },
    signal,
  });
}

export const updateSummaryQueryOptions = (filters: UpdateSummaryFilters) =>
  queryOptions({
    queryKey: updatesKeys.list(filters),
    queryFn: ({ signal }) => getUpdateSummary({ filters, signal }),
  });

/** The required updates for `filters`; the previous answer stays while the next one loads. */
export function useUpdateSummary(filters: UpdateSummaryFilters) {
  return useQuery({ ...updateSummaryQueryOptions(filters), placeholderData: keepPreviousData });
}
