import { ZProfile, type TProfile } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { settingsKeys } from './keys';

export function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<TProfile> {
  return api.get(apiPaths.me.profile(), ZProfile, { signal });
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.profile(),
    queryFn: ({ signal }) => getProfile({ signal }),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
