import { ZServiceProvider, type TServiceProvider } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { portfolioKeys } from './keys';

const ZProviders = z.array(ZServiceProvider);

export function getServiceProviders({ signal }: { signal?: AbortSignal } = {}): Promise<
  TServiceProvider[]
> {
  return api.get(apiPaths.portfolio.integratedServiceProviders(), ZProviders, { signal });
}

export const serviceProvidersQueryOptions = () =>
  queryOptions({
    queryKey: portfolioKeys.integratedServiceProviders(),
    queryFn: ({ signal }) => getServiceProviders({ signal }),
  });

/** The integrated portfolio's providers: the provider first, then the others by name. */
export function useServiceProviders() {
  return useQuery(serviceProvidersQueryOptions());
}
