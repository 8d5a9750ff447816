import { ZAgencySettings } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { apiPaths } from '../paths';
import { authKeys } from './keys';
import { withMessage } from './with-message';

export function getAgencySettings({ signal }: { signal?: AbortSignal } = {}) {
  return withMessage('Failed to get agency settings', signal, () =>
    api.get(apiPaths.me.agencySettings(), ZAgencySettings, { signal }),
  );
}

export const agencySettingsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.agencySettings(),
    queryFn: ({ signal }) => getAgencySettings({ signal }),
  });

export function useAgencySettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...agencySettingsQueryOptions(), enabled });
}
