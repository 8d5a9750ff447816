import type { TSession } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { authKeys, isAuthQueryKey } from './keys';

/**
 * Puts a new session in place (after a portfolio switch or a sign-in). Every cached answer
 * belonged to the old session, so all of it goes except the authentication data; the
 * agency-bound parts of that (agencies in order, experiments, settings, integrations) are read
 * again.
 */
export async function replaceSession(queryClient: QueryClient, session: TSession): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => !isAuthQueryKey(query.queryKey) });
  queryClient.setQueryData(authKeys.session(), session);
  await Promise.all(
    [
      authKeys.agencies(),
      authKeys.experiments(),
      authKeys.agencySettings(),
      authKeys.integrations(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
