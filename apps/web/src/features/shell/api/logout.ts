import { authCalls, type TLogoutResponse } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export function logout(): Promise<TLogoutResponse> {
  return callApi(authCalls.logout);
}

/**
 * No cache work: the caller goes to /auth/logout, which leaves the app for the logout URL, and
 * the cache goes with the document. Clearing it first would make the shell re-read the session
 * and race that navigation to the sign-in page.
 */
export function useLogout({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof logout> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: logout });
}
