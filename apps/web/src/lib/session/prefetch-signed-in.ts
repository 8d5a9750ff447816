import type { QueryClient } from '@tanstack/react-query';
import { activeExperimentsQueryOptions } from './get-active-experiments';
import { agenciesQueryOptions } from './get-agencies';
import { agencySettingsQueryOptions } from './get-agency-settings';
import { integrationsQueryOptions } from './get-integrations';
import { sessionQueryOptions } from './get-session';

/**
 * Starts reading the session, then what the signed-in pages hang off it, while their code is
 * still loading: the shell's guard then finds them in the cache instead of asking in turn.
 * Failures are left to the guard, which asks again.
 */
export async function prefetchSignedIn(queryClient: QueryClient): Promise<void> {
  const session = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => undefined);
  // A session awaiting a new sign-in is refused everywhere else: the guard sends it back.
  if (!session || session.requiresRelogin) return;
  await Promise.all([
    queryClient.prefetchQuery(agenciesQueryOptions()),
    queryClient.prefetchQuery(activeExperimentsQueryOptions()),
    queryClient.prefetchQuery(agencySettingsQueryOptions()),
    queryClient.prefetchQuery(integrationsQueryOptions()),
  ]);
}
