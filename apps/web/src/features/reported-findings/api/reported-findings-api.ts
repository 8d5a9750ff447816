import {
  DEFAULT_PAGE_SIZE,
  reportedFindingCalls as calls,
  type TList,
  type TReportedFindingFacet,
  type TReportedFindingGroup,
  type TServiceCode,
  type TServicingCategory,
  type TServiceExclusivity,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const REPORTED_FINDINGS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** What GET /v1/reported-findings is asked for. */
export interface ReportedFindingsFilters {
  page: number;
  query: string | undefined;
  facets: readonly TReportedFindingFacet[];
  services: readonly TServiceCode[];
  serviceExclusivity: TServiceExclusivity;
  propertyManagerId: number | null;
  /** Servicing category names: a row has a finding of one of them. */
  categories: readonly string[];
}

/** The one query-key factory of the reported findings. */
const reportedFindingsKeys = {
  all: ['reported-findings'] as const,
  list: (filters: ReportedFindingsFilters) =>
    [...reportedFindingsKeys.all, 'list', filters] as const,
  categories: () => [...reportedFindingsKeys.all, 'servicing-categories'] as const,
};

/**
 * What a resolution changes, refreshed after each: the property (its findings, quotes and
 * documents), the dashboard's tab and figures, the lists of findings, quotes and the portfolio.
 */
export const REFRESHED_AFTER_RESOLVING = new Set([
  'reported-findings',
  'property',
  'dashboard',
  'quotes',
  'portfolio',
]);

function getReportedFindings({
  filters,
  signal,
}: {
  filters: ReportedFindingsFilters;
  signal?: AbortSignal;
}): Promise<TList<TReportedFindingGroup>> {
  return callApi(calls.list, {
    query: {
      page: filters.page,
      'page-size': REPORTED_FINDINGS_PAGE_SIZE,
      query: filters.query,
      facet: [...filters.facets],
      service: [...filters.services],
      serviceExclusivity: filters.services.length > 0 ? filters.serviceExclusivity : undefined,
      'property-manager': filters.propertyManagerId ?? undefined,
      category: [...filters.categories],
    },
    signal,
  });
}

const reportedFindingsQueryOptions = (filters: ReportedFindingsFilters) =>
  queryOptions({
    queryKey: reportedFindingsKeys.list(filters),
    queryFn: ({ signal }) => getReportedFindings({ filters, signal }),
  });

/** The rows (property and service) for `filters`; the previous page stays while the next loads. */
export function useReportedFindings(filters: ReportedFindingsFilters) {
  return useQuery({ ...reportedFindingsQueryOptions(filters), placeholderData: keepPreviousData });
}

/** GET /v1/reported-findings/servicing-categories: the category filter's choices, in order. */
export function useServicingCategories() {
  return useQuery({
    queryKey: reportedFindingsKeys.categories(),
    queryFn: ({ signal }): Promise<TServicingCategory[]> =>
      callApi(calls.servicingCategories, { signal }),
  });
}
