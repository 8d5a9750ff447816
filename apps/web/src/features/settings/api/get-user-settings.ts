import { settingsCalls, type TUserSettings } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

function getUserSettings({ signal }: { signal?: AbortSignal } = {}): Promise<TUserSettings> {
  return callApi(settingsCalls.userSettings, { signal });
}

const userSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.userSettings(),
    queryFn: ({ signal }) => getUserSettings({ signal }),
  });

export function useUserSettings() {
  return useQuery(userSettingsQueryOptions());
}
