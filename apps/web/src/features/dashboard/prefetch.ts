import { AUTH_PARAMS } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { activeExperimentsQueryOptions } from '../../lib/session/get-active-experiments';
import { agencySettingsQueryOptions } from '../../lib/session/get-agency-settings';
import { hasActiveIntegration, integrationsQueryOptions } from '../../lib/session/get-integrations';
import { portalConfigQueryOptions } from '../meta';
import { statsQueryOptions } from './api/get-stats';
import { urgentAccessIssuesQueryOptions } from './api/get-urgent-access-issues';
import { activeActionTab, tabListQuery } from './api/urgent-lists';
import { propertyManagerIdOf } from './hooks/use-property-manager-param';
import { figureContext } from './utils/figures';

/**
 * The dashboard's first data (its figures, the provider's name they quote, the urgent notices and
 * the open tab's list), asked
 * for as soon as the signed-in data is in the cache, while the page's code is still loading:
 * the page then finds each under the key it reads. Nothing is asked when that data is missing
 * or the URL switches the agency first (the switch empties the cache).
 */
export async function prefetchDashboard(
  queryClient: QueryClient,
  searchParams: URLSearchParams,
): Promise<void> {
  const agencySettings = queryClient.getQueryData(agencySettingsQueryOptions().queryKey);
  const experiments = queryClient.getQueryData(activeExperimentsQueryOptions().queryKey);
  const integrations = queryClient.getQueryData(integrationsQueryOptions().queryKey);
  if (!agencySettings || !experiments || !integrations || searchParams.has(AUTH_PARAMS.agencyId))
    return;
  const propertyManagerId = propertyManagerIdOf(
    searchParams,
    agencySettings.defaultPropertyManagerId,
  );
  const tab = activeActionTab(searchParams, {
    isIntegrated: hasActiveIntegration(integrations),
    problemRegister: experiments.ProblemRegister === true,
  });
  await Promise.all([
    queryClient.prefetchQuery(statsQueryOptions(figureContext(experiments, propertyManagerId))),
    queryClient.prefetchQuery(urgentAccessIssuesQueryOptions(propertyManagerId)),
    queryClient.prefetchQuery(tabListQuery(tab, propertyManagerId)),
    queryClient.prefetchQuery(portalConfigQueryOptions()),
  ]);
}
