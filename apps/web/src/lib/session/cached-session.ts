import type { TSession } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from './keys';

/**
 * The last known session without subscribing or fetching, for the crash screen. Kept apart from
 * the session query so the app's entry chunk does not carry the API client and zod.
 */
export function getCachedSession(queryClient: QueryClient): TSession | undefined {
  return queryClient.getQueryData(authKeys.session());
}
