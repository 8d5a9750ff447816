import type { TPortfolioFacet, TServiceCode, TServiceExclusivity } from '@portal/contracts';

/** What GET /v1/portfolio is asked for; also the list's query key. */
export interface PortfolioListFilters {
  page: number;
  pageSize: number;
  query: string | undefined;
  services: readonly TServiceCode[];
  serviceExclusivity: TServiceExclusivity;
  facets: readonly TPortfolioFacet[];
  propertyManagerId: number | null;
}

/** The one query-key factory of the portfolio pages. */
export const portfolioKeys = {
  all: ['portfolio'] as const,
  lists: () => [...portfolioKeys.all, 'list'] as const,
  list: (filters: PortfolioListFilters) => [...portfolioKeys.lists(), filters] as const,
  propertyManagers: () => [...portfolioKeys.all, 'property-managers'] as const,
};
