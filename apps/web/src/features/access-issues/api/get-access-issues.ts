import {
  accessIssueCalls,
  DEFAULT_PAGE_SIZE,
  type TAccessIssueListItem,
  type TList,
  type TPortfolioFacet,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const ACCESS_ISSUES_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** What GET /v1/agency/access-issues is asked for. */
export interface AccessIssuesFilters {
  page: number;
  query: string | undefined;
  facets: readonly TPortfolioFacet[];
  propertyManagerId: number | null;
}

/** The one query-key factory of the access issues. */
const accessIssuesKeys = {
  all: ['access-issues'] as const,
  lists: () => [...accessIssuesKeys.all, 'list'] as const,
  list: (filters: AccessIssuesFilters) => [...accessIssuesKeys.lists(), filters] as const,
};

function getAccessIssues({
  filters,
  signal,
}: {
  filters: AccessIssuesFilters;
  signal?: AbortSignal;
}): Promise<TList<TAccessIssueListItem>> {
  return callApi(accessIssueCalls.list, {
    query: {
      page: filters.page,
      'page-size': ACCESS_ISSUES_PAGE_SIZE,
      query: filters.query,
      facet: [...filters.facets],
      'property-manager': filters.propertyManagerId ?? undefined,
    },
    signal,
  });
}

const accessIssuesQueryOptions = (filters: AccessIssuesFilters) =>
  queryOptions({
    queryKey: accessIssuesKeys.list(filters),
    queryFn: ({ signal }) => getAccessIssues({ filters, signal }),
  });

/** The properties with access issues for `filters`; the previous page stays while the next loads. */
export function useAccessIssues(filters: AccessIssuesFilters) {
  return useQuery({ ...accessIssuesQueryOptions(filters), placeholderData: keepPreviousData });
}
