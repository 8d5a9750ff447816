import { AUTH_PARAMS } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { parsePropertySort } from '../../lib/list-sort';
import { parsePropertyFilters, propertyFilterContext } from '../../lib/property-filters';
import { activeExperimentsQueryOptions } from '../../lib/session/get-active-experiments';
import { sessionQueryOptions } from '../../lib/session/get-session';
import { portfolioListFilters, portfolioQueryOptions } from './api/get-portfolio';
import { parseManagedBy } from './utils/portfolio-params';

/**
 * The portfolio's first page as its URL asks for it, asked for as soon as the signed-in data is
 * in the cache, while the page's code is still loading: the page then finds it under the key it
 * reads. Nothing is asked when that data is missing, the URL switches the agency first (the
 * switch empties the cache) or opens the other providers' portfolio.
 */
export async function prefetchPortfolio(
  queryClient: QueryClient,
  searchParams: URLSearchParams,
): Promise<void> {
  const session = queryClient.getQueryData(sessionQueryOptions().queryKey);
  const experiments = queryClient.getQueryData(activeExperimentsQueryOptions().queryKey);
  if (
    !session ||
    !experiments ||
    searchParams.has(AUTH_PARAMS.agencyId) ||
    parseManagedBy(searchParams) !== 'PROVIDER'
  )
    return;
  const context = propertyFilterContext(session.complianceAgencyState, experiments);
  const filters = parsePropertyFilters(searchParams, context);
  await queryClient.prefetchQuery(
    portfolioQueryOptions(
      portfolioListFilters(filters, parsePropertySort(searchParams), context, experiments),
    ),
  );
}
