import type {
  TIntegratedPortfolioFacet,
  TPropertySort,
  TPortfolioFacet,
  TProvidedBy,
  TServiceCode,
  TServiceExclusivity,
} from '@portal/contracts';
import { OTHER_PROVIDERS_LIST_KEY } from '../../../lib/other-providers-keys';

/** What GET /v1/portfolio is asked for; also the list's query key. */
export interface PortfolioListFilters {
  page: number;
  pageSize: number;
  query: string | undefined;
  services: readonly TServiceCode[];
  serviceExclusivity: TServiceExclusivity;
  facets: readonly TPortfolioFacet[];
  propertyManagerId: number | null;
  /** The AgencyEntryMethod experiment: access-issue facets read access-issue cases. */
  newAccessIssues: boolean;
  /** The ProblemRegister experiment: reported-finding facets read reported findings. */
  newProblemRegister: boolean;
  /** The order (absent: by address). */
  sort?: TPropertySort;
}

/** What GET /v1/portfolio/integrated is asked for (the export too, without the page). */
export interface IntegratedListFilters {
  page: number;
  pageSize: number;
  query: string | undefined;
  propertyManagerId: number | null;
  /** undefined: both sides. */
  providedBy: TProvidedBy | undefined;
  services: readonly TServiceCode[];
  facets: readonly TIntegratedPortfolioFacet[];
  /** The page's order (absent: by address; the export is always by address). */
  sort?: TPropertySort;
}

/** The one query-key factory of the portfolio pages. */
export const portfolioKeys = {
  all: ['portfolio'] as const,
  lists: () => [...portfolioKeys.all, 'list'] as const,
  list: (filters: PortfolioListFilters) => [...portfolioKeys.lists(), filters] as const,
  integrated: () => OTHER_PROVIDERS_LIST_KEY,
  integratedLists: () => [...portfolioKeys.integrated(), 'list'] as const,
  integratedList: (filters: IntegratedListFilters) =>
    [...portfolioKeys.integratedLists(), filters] as const,
  integratedPropertyManagers: () => [...portfolioKeys.integrated(), 'property-managers'] as const,
  integratedServiceProviders: () => [...portfolioKeys.integrated(), 'service-providers'] as const,
};
