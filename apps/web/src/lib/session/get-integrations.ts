import { settingsCalls, type TIntegration } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { authKeys } from './keys';
import { withMessage } from './with-message';

function getIntegrations({ signal }: { signal?: AbortSignal } = {}) {
  return withMessage('Failed to get integrations', signal, () =>
    callApi(settingsCalls.integrations, { signal }),
  );
}

/** The agency's property-software integrations: whether it is integrated shapes its pages. */
export const integrationsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.integrations(),
    queryFn: ({ signal }) => getIntegrations({ signal }),
  });

export function useIntegrations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...integrationsQueryOptions(), enabled });
}

/** Whether the agency has an active integration; a failed read (none) counts as not integrated. */
export const hasActiveIntegration = (integrations: readonly TIntegration[] | undefined): boolean =>
  integrations?.some((integration) => integration.isActive) ?? false;
