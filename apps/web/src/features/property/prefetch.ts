import { isExperimentOn } from '@portal/contracts';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { activeExperimentsQueryOptions } from '../../lib/session/get-active-experiments';
import { propertyQueryOptions } from './view/api/get-property';
import { overviewQueryOptions } from './view/api/get-property-lists';

/**
 * A property's overview (/property/{id}): the property and what its sections first show, asked
 * for together as soon as the signed-in data is in the cache, while the page's code is still
 * loading. Nothing is asked when the property details page is off for the user (the page then
 * offers the compliance system's) or the signed-in data is missing.
 */
export async function prefetchProperty(
  queryClient: QueryClient,
  _searchParams: URLSearchParams,
  pathname: string,
): Promise<void> {
  const experiments = queryClient.getQueryData(activeExperimentsQueryOptions().queryKey);
  const propertyId = Number(pathname.split('/')[2]);
  if (!experiments || !isExperimentOn(experiments, 'PropertyDetailsPage')) return;
  if (!Number.isSafeInteger(propertyId) || propertyId <= 0 || propertyId > 2_147_483_647) return;
  await Promise.all([
    queryClient.prefetchQuery(propertyQueryOptions(propertyId)),
    // Each is typed by its own data; asked for alike.
    ...overviewQueryOptions(propertyId).map((options) =>
      queryClient.prefetchQuery(options as FetchQueryOptions),
    ),
  ]);
}
