import { ZSystemStatus } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { authKeys } from '../../../lib/session/keys';
import { withMessage } from '../../../lib/session/with-message';

const ZSystemStatuses = z.array(ZSystemStatus);

export function getSystems({ signal }: { signal?: AbortSignal } = {}) {
  return withMessage('Error fetching systems', signal, () =>
    api.get(apiPaths.auth.systems(), ZSystemStatuses, { signal }),
  );
}

export const systemsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.systems(),
    queryFn: ({ signal }) => getSystems({ signal }),
  });

export function useSystems() {
  return useQuery(systemsQueryOptions());
}
