import { AUTH_MESSAGES, SESSION_REFETCH_MS, authCalls, type TSession } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { authKeys } from './keys';

/** The session call failed or answered without success: the user is not signed in. */
export class SessionError extends Error {
  override readonly name = 'SessionError';

  constructor(cause?: unknown) {
    super(AUTH_MESSAGES.sessionEnded, { cause });
  }
}

export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<TSession> {
  try {
    return await callApi(authCalls.session, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new SessionError(error);
  }
}

/**
 * The one query that overrides the app's cache policy: the spec re-reads the session every
 * 5 minutes and whenever the window regains focus, so an expiry shows early. A failed re-read
 * keeps the last session as `data` beside the error, which is how the shell tells "expired"
 * from "never signed in".
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => getSession({ signal }),
    staleTime: SESSION_REFETCH_MS,
    refetchInterval: SESSION_REFETCH_MS,
    refetchOnWindowFocus: 'always',
    retry: false,
  });

export interface UseSessionOptions {
  /** The sign-in page re-verifies on every visit instead of trusting the cache. */
  refetchOnMount?: boolean | 'always';
}

export function useSession({ refetchOnMount }: UseSessionOptions = {}) {
  return useQuery({
    ...sessionQueryOptions(),
    ...(refetchOnMount === undefined ? {} : { refetchOnMount }),
  });
}
