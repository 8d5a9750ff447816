import { settingsCalls, type TIntegration } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

function getIntegrations({ signal }: { signal?: AbortSignal } = {}): Promise<TIntegration[]> {
  return callApi(settingsCalls.integrations, { signal });
}

const integrationsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.integrations(),
    queryFn: ({ signal }) => getIntegrations({ signal }),
  });

export function useIntegrations() {
  return useQuery(integrationsQueryOptions());
}
