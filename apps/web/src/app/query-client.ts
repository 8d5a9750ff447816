import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isSessionEnded } from '../lib/api-error';
import { authKeys } from '../lib/session/keys';

/**
 * The spec's cache policy: data is cached until invalidated, failures are not retried and
 * focus does not refetch. The session query overrides this with its own interval and focus refetch.
 * A call refused because the session has ended (a 401 to a call that needs one) re-reads the
 * session at once, so the shell asks the user to sign in again on the first refused call.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onCallError(error) }),
    mutationCache: new MutationCache({ onError: (error) => onCallError(error) }),
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const onCallError = (error: unknown) => {
    if (isSessionEnded(error)) void client.invalidateQueries({ queryKey: authKeys.session() });
  };
  return client;
}
