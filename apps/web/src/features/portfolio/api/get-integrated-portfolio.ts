import {
  DEFAULT_PAGE_SIZE,
  portfolioCalls,
  type TIntegratedPortfolioItem,
  type TList,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { portfolioKeys, type IntegratedListFilters } from './keys';

export const INTEGRATED_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The integrated portfolio's filters as query parameters (the export's too). */
export function integratedQuery(filters: Omit<IntegratedListFilters, 'page' | 'pageSize'>) {
  return {
    query: filters.query,
    'property-manager': filters.propertyManagerId ?? undefined,
    'provided-by': filters.providedBy,
    services: filters.services,
    facet: filters.facets,
  };
}

function getIntegratedPortfolio({
  filters,
  signal,
}: {
  filters: IntegratedListFilters;
  signal?: AbortSignal;
}): Promise<TList<TIntegratedPortfolioItem>> {
  return callApi(portfolioCalls.integrated, {
    query: {
      page: filters.page,
      'page-size': filters.pageSize,
      sort: filters.sort,
      ...integratedQuery(filters),
    },
    signal,
  });
}

const integratedPortfolioQueryOptions = (filters: IntegratedListFilters) =>
  queryOptions({
    queryKey: portfolioKeys.integratedList(filters),
    queryFn: ({ signal }) => getIntegratedPortfolio({ filters, signal }),
  });

/** The other providers' list for `filters`; the previous answer stays while the next loads. */
export function useIntegratedPortfolio(filters: IntegratedListFilters) {
  return useQuery({
    ...integratedPortfolioQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}
