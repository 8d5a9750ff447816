import { apiKeyCalls, type TApiKey, type TApiKeys, type TCreatedApiKey } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

function getApiKeys({ signal }: { signal?: AbortSignal } = {}): Promise<TApiKeys> {
  return callApi(apiKeyCalls.list, { signal });
}

function createApiKey(name: string): Promise<TCreatedApiKey> {
  return callApi(apiKeyCalls.create, { body: { name } });
}

function revokeApiKey(keyId: number): Promise<TApiKey> {
  return callApi(apiKeyCalls.revoke, { params: { keyId } });
}

/** The agency's API keys: master users only (others never ask; the server would answer 403). */
export function useApiKeys({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: settingsKeys.apiKeys(),
    queryFn: ({ signal }) => getApiKeys({ signal }),
    enabled,
  });
}

/** Creates a key (its secret is in the answer, this once); the list is read again. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys() }),
  });
}

/** Revokes a key; the list is read again. Toasts are the caller's. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys() }),
  });
}
