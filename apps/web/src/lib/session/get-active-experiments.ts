import { ZActiveExperiments, type TActiveExperiments } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { apiPaths } from '../paths';
import { authKeys } from './keys';
import { withMessage } from './with-message';

export function getActiveExperiments({
  signal,
}: { signal?: AbortSignal } = {}): Promise<TActiveExperiments> {
  return withMessage('Failed to get active experiments', signal, () =>
    api.get(apiPaths.me.activeExperiments(), ZActiveExperiments, { signal }),
  );
}

export const activeExperimentsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.experiments(),
    queryFn: ({ signal }) => getActiveExperiments({ signal }),
  });

export function useActiveExperiments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...activeExperimentsQueryOptions(), enabled });
}
