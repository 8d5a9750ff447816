import {
  settingsCalls,
  type TNotificationPreference,
  type TNotificationSettings,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { settingsKeys } from './keys';

export function updateNotificationSettings(
  preferences: TNotificationPreference[],
): Promise<TNotificationSettings> {
  return callApi(settingsCalls.updateNotificationSettings, { body: preferences });
}

/** Saves every property manager's choice; the answer is the settings as now stored. */
export function useUpdateNotificationSettings({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateNotificationSettings> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateNotificationSettings,
    onSuccess: async (settings, ...rest) => {
      queryClient.setQueryData(settingsKeys.notificationSettings(), settings);
      await onSuccess?.(settings, ...rest);
    },
  });
}
