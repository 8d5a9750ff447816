import { settingsCalls, type TProfile } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<TProfile> {
  return callApi(settingsCalls.profile, { signal });
}

const profileQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.profile(),
    queryFn: ({ signal }) => getProfile({ signal }),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
