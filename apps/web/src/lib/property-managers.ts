import { settingsCalls, type TPropertyManager } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/** GET /v1/agency/property-managers: the session agency's managers, for every manager filter. */
function getPropertyManagers({ signal }: { signal?: AbortSignal } = {}): Promise<
  TPropertyManager[]
> {
  return callApi(settingsCalls.propertyManagers, { signal });
}

/** One cache entry for the dashboard, the lists and settings (cleared on a portfolio switch). */
const propertyManagersQueryOptions = () =>
  queryOptions({
    queryKey: ['agency', 'property-managers'] as const,
    queryFn: ({ signal }) => getPropertyManagers({ signal }),
  });

export function usePropertyManagers() {
  return useQuery(propertyManagersQueryOptions());
}
