import { authCalls } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { authKeys } from './keys';
import { withMessage } from './with-message';

function getAgencySettings({ signal }: { signal?: AbortSignal } = {}) {
  return withMessage('Failed to get agency settings', signal, () =>
    callApi(authCalls.agencySettings, { signal }),
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
