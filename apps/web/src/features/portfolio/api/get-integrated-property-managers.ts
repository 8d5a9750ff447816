import { portfolioCalls, type TIntegratedPortfolioManager } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { portfolioKeys } from './keys';

function getIntegratedPropertyManagers({ signal }: { signal?: AbortSignal } = {}): Promise<
  TIntegratedPortfolioManager[]
> {
  return callApi(portfolioCalls.integratedPropertyManagers, { signal });
}

const integratedPropertyManagersQueryOptions = () =>
  queryOptions({
    queryKey: portfolioKeys.integratedPropertyManagers(),
    queryFn: ({ signal }) => getIntegratedPropertyManagers({ signal }),
  });

/** The managers with a property in the integrated portfolio, by name. */
export function useIntegratedPropertyManagers() {
  return useQuery(integratedPropertyManagersQueryOptions());
}
