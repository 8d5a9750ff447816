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
  refetchOnMount?: boolean | 'always' | ((query: { state: SessionQueryState }) => boolean);
  /** False: a refusal already read (no session) is not asked again as the page mounts. */
  retryOnMount?: boolean;
}

interface SessionQueryState {
  dataUpdatedAt: number;
  errorUpdatedAt: number;
}

/** How long an answer counts as read for the visit that asked it (the landing prefetch's). */
const JUST_READ_MS = 10_000;

let landingReadAt = Number.NEGATIVE_INFINITY;

/** The app's landing prefetch asks the session for the sign-in page about to mount. */
export const markLandingSessionRead = () => {
  landingReadAt = Date.now();
};

/** As before the app loaded: no landing prefetch asked (tests start each so). */
export const forgetLandingSessionRead = () => {
  landingReadAt = Number.NEGATIVE_INFINITY;
};

/**
 * Whether the sign-in page mounts as the page the app landed on, a few seconds after the
 * landing prefetch asked (a remount while its code loads counts too).
 */
export const isLandingSessionVisit = (now = Date.now()) => now - landingReadAt < JUST_READ_MS;

/** Whether the session was read (answered or refused) within the last few seconds. */
export const sessionJustRead = (state: SessionQueryState | undefined, now = Date.now()) =>
  state !== undefined && now - Math.max(state.dataUpdatedAt, state.errorUpdatedAt) < JUST_READ_MS;

export function useSession({ refetchOnMount, retryOnMount }: UseSessionOptions = {}) {
  return useQuery({
    ...sessionQueryOptions(),
    ...(refetchOnMount === undefined ? {} : { refetchOnMount }),
    ...(retryOnMount === undefined ? {} : { retryOnMount }),
  });
}
