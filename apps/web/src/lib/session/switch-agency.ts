import { AUTH_MESSAGES, authCalls, type TSession } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api-client';
import type { MutationConfig } from '../react-query';
import { replaceSession } from './replace-session';

export interface SwitchAgencyInput {
  agencyId: number;
}

export async function switchAgency({ agencyId }: SwitchAgencyInput): Promise<TSession> {
  try {
    return await callApi(authCalls.switchAgency, { body: { agencyId } });
  } catch (error) {
    console.error(AUTH_MESSAGES.failedToSwitchAgency, error);
    throw error;
  }
}

export function useSwitchAgency({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof switchAgency> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: switchAgency,
    onSuccess: async (session, ...rest) => {
      await replaceSession(queryClient, session);
      await onSuccess?.(session, ...rest);
    },
  });
}
