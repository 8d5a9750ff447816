import { portfolioCalls, type TServiceProvider } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { portfolioKeys } from './keys';

function getServiceProviders({ signal }: { signal?: AbortSignal } = {}): Promise<
  TServiceProvider[]
> {
  return callApi(portfolioCalls.integratedServiceProviders, { signal });
}

const serviceProvidersQueryOptions = () =>
  queryOptions({
    queryKey: portfolioKeys.integratedServiceProviders(),
    queryFn: ({ signal }) => getServiceProviders({ signal }),
  });

/** The integrated portfolio's providers: the provider first, then the others by name. */
export function useServiceProviders() {
  return useQuery(serviceProvidersQueryOptions());
}
