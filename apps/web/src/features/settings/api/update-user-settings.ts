import { settingsCalls, type TUserSettings, type TUserSettingsPatch } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authKeys } from '../../../lib/session/keys';
import { settingsKeys } from './keys';

export function updateUserSettings(patch: TUserSettingsPatch): Promise<TUserSettings> {
  return callApi(settingsCalls.updateUserSettings, { body: patch });
}

/**
 * Saves the user's preferences. The agency settings every page reads (the dashboard's default
 * property manager, portfolio mirroring) are the same values, so both are read again.
 */
export function useUpdateUserSettings({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateUserSettings> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateUserSettings,
    onSuccess: async (settings, ...rest) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.userSettings() }),
        queryClient.invalidateQueries({ queryKey: authKeys.agencySettings() }),
      ]);
      await onSuccess?.(settings, ...rest);
    },
  });
}
