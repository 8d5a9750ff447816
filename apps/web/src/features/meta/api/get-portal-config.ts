import { metaCalls, type TPortalConfig } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { portalConfigKeys } from './keys';

function getPortalConfig({ signal }: { signal?: AbortSignal } = {}): Promise<TPortalConfig> {
  return callApi(metaCalls.portalConfig, { signal });
}

/** Public and the same for everyone, so it is read once per page load (the app's default). */
export const portalConfigQueryOptions = () =>
  queryOptions({
    queryKey: portalConfigKeys.detail(),
    queryFn: ({ signal }) => getPortalConfig({ signal }),
  });

export function usePortalConfig() {
  return useQuery(portalConfigQueryOptions());
}
