import { settingsCalls, type TNotificationSettings } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

function getNotificationSettings({
  signal,
}: { signal?: AbortSignal } = {}): Promise<TNotificationSettings> {
  return callApi(settingsCalls.notificationSettings, { signal });
}

const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.notificationSettings(),
    queryFn: ({ signal }) => getNotificationSettings({ signal }),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
