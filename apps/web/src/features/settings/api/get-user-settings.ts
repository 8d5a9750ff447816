import { ZUserSettings, type TUserSettings } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { settingsKeys } from './keys';

export function getUserSettings({ signal }: { signal?: AbortSignal } = {}): Promise<TUserSettings> {
  return api.get(apiPaths.me.settings(), ZUserSettings, { signal });
}

export const userSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.userSettings(),
    queryFn: ({ signal }) => getUserSettings({ signal }),
  });

export function useUserSettings() {
  return useQuery(userSettingsQueryOptions());
}
