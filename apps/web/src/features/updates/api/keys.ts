import type {
  TPortfolioFacet,
  TPropertySort,
  TServiceCode,
  TServiceExclusivity,
} from '@portal/contracts';

/** What GET /v1/update/summary is asked for (the export too, without the page). */
export interface UpdateSummaryFilters {
  page: number;
  pageSize: number;
  query: string | undefined;
  services: readonly TServiceCode[];
  serviceExclusivity: TServiceExclusivity;
  facets: readonly TPortfolioFacet[];
  propertyManagerId: number | null;
  /** The page's order (absent: by address; the export is always by address). */
  sort?: TPropertySort;
}

/** The one query-key factory of the required updates. */
export const updatesKeys = {
  all: ['updates'] as const,
  lists: () => [...updatesKeys.all, 'list'] as const,
  list: (filters: UpdateSummaryFilters) => [...updatesKeys.lists(), filters] as const,
  overdue: () => [...updatesKeys.all, 'overdue'] as const,
};
