import {
  DEFAULT_PAGE_SIZE,
  isExperimentOn,
  portfolioCalls,
  type TActiveExperiments,
  type TList,
  type TPortfolioItem,
  type TPropertySort,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import {
  facetsOf,
  type PropertyFilterContext,
  type PropertyFilters,
} from '../../../lib/property-filters';
import { portfolioKeys, type PortfolioListFilters } from './keys';

export type { PortfolioListFilters };

export const PORTFOLIO_PAGE_SIZE = DEFAULT_PAGE_SIZE;

function getPortfolio({
  filters,
  signal,
}: {
  filters: PortfolioListFilters;
  signal?: AbortSignal;
}): Promise<TList<TPortfolioItem>> {
  return callApi(portfolioCalls.list, {
    query: {
      page: filters.page,
      'page-size': filters.pageSize,
      sort: filters.sort,
      query: filters.query,
      service: filters.services,
      // Only with services: alone it filters nothing.
      serviceExclusivity: filters.services.length > 0 ? filters.serviceExclusivity : undefined,
      facet: filters.facets,
      'property-manager': filters.propertyManagerId ?? undefined,
      // The server's flags: without them its facets read the old sources (notices, quotes).
      'new-access-issues': filters.newAccessIssues || undefined,
      'new-problem-register': filters.newProblemRegister || undefined,
    },
    signal,
  });
}

/** What the provider portfolio asks for: its URL's filters and order, the agency's experiments. */
export function portfolioListFilters(
  filters: PropertyFilters,
  sort: TPropertySort,
  context: PropertyFilterContext,
  experiments: TActiveExperiments,
): PortfolioListFilters {
  return {
    page: filters.page,
    sort,
    pageSize: PORTFOLIO_PAGE_SIZE,
    query: filters.query,
    services: filters.services,
    serviceExclusivity: filters.serviceExclusivity,
    facets: facetsOf(filters),
    propertyManagerId: filters.propertyManagerId,
    newAccessIssues: isExperimentOn(experiments, 'AgencyEntryMethod'),
    newProblemRegister: context.problemRegister,
  };
}

export const portfolioQueryOptions = (filters: PortfolioListFilters) =>
  queryOptions({
    queryKey: portfolioKeys.list(filters),
    queryFn: ({ signal }) => getPortfolio({ filters, signal }),
  });

/** The list for `filters`; the previous answer stays on screen while the next one loads. */
export function usePortfolio(filters: PortfolioListFilters) {
  return useQuery({ ...portfolioQueryOptions(filters), placeholderData: keepPreviousData });
}
