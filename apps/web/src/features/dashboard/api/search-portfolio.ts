import { DASHBOARD_BLOCK_PAGE_SIZE, portfolioCalls, type TPortfolioItem } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** The first page of the portfolio matching a search, for the dashboard's search card. */
function searchPortfolio({
  query,
  signal,
}: {
  query: string;
  signal?: AbortSignal;
}): Promise<{ items: TPortfolioItem[]; total: number }> {
  return callApi(portfolioCalls.list, {
    query: { query, page: 1, 'page-size': DASHBOARD_BLOCK_PAGE_SIZE },
    signal,
  });
}

const portfolioSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'portfolio-search', { query }] as const,
    queryFn: ({ signal }) => searchPortfolio({ query, signal }),
  });

/** Searches only once there is text; the previous results stay while the next ones load. */
export function usePortfolioSearch(query: string) {
  return useQuery({
    ...portfolioSearchQueryOptions(query),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
}
