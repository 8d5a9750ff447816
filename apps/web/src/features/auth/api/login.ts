import { authCalls, ZLoginRequest, type TLoginRequest, type TSession } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { replaceSession } from '../../../lib/session/replace-session';

export async function login(input: TLoginRequest): Promise<TSession> {
  // Checked against the contract first: a callback URL with missing parts fails without a call.
  const body = ZLoginRequest.parse(input);
  return callApi(authCalls.login, { body });
}

export function useLogin({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof login> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: login,
    onSuccess: async (session, ...rest) => {
      await replaceSession(queryClient, session);
      await onSuccess?.(session, ...rest);
    },
  });
}
