import { ZIntegration, type TIntegration } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { dashboardKeys } from './keys';

const ZIntegrations = z.array(ZIntegration);

export function getIntegrations({ signal }: { signal?: AbortSignal } = {}): Promise<
  TIntegration[]
> {
  return api.get(apiPaths.agency.integration(), ZIntegrations, { signal });
}

export const integrationsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.integrations(),
    queryFn: ({ signal }) => getIntegrations({ signal }),
  });

/** An integrated agency has at least one active integration. */
export function useIsIntegratedAgency() {
  const query = useQuery(integrationsQueryOptions());
  return query.data?.some((integration) => integration.isActive) ?? false;
}
