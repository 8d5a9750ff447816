import { ZIntegration } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '../api-client';
import { apiPaths } from '../paths';
import { authKeys } from './keys';
import { withMessage } from './with-message';

const ZIntegrations = z.array(ZIntegration);

export function getIntegrations({ signal }: { signal?: AbortSignal } = {}) {
  return withMessage('Failed to get integrations', signal, () =>
    api.get(apiPaths.agency.integration(), ZIntegrations, { signal }),
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
