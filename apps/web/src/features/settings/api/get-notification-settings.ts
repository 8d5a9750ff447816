import { ZNotificationSettings, type TNotificationSettings } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { settingsKeys } from './keys';

export function getNotificationSettings({
  signal,
}: { signal?: AbortSignal } = {}): Promise<TNotificationSettings> {
  return api.get(apiPaths.propertyManager.notificationSettings(), ZNotificationSettings, {
    signal,
  });
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.notificationSettings(),
    queryFn: ({ signal }) => getNotificationSettings({ signal }),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
