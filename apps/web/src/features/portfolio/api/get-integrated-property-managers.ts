import { ZIntegratedPortfolioManager, type TIntegratedPortfolioManager } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { portfolioKeys } from './keys';

const ZManagers = z.array(ZIntegratedPortfolioManager);

export function getIntegratedPropertyManagers({ signal }: { signal?: AbortSignal } = {}): Promise<
  TIntegratedPortfolioManager[]
> {
  return api.get(apiPaths.portfolio.integratedPropertyManagers(), ZManagers, { signal });
}

export const integratedPropertyManagersQueryOptions = () =>
  queryOptions({
    queryKey: portfolioKeys.integratedPropertyManagers(),
    queryFn: ({ signal }) => getIntegratedPropertyManagers({ signal }),
  });

/** The managers with a property in the integrated portfolio, by name. */
export function useIntegratedPropertyManagers() {
  return useQuery(integratedPropertyManagersQueryOptions());
}
