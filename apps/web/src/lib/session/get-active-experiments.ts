import { authCalls, type TActiveExperiments } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { authKeys } from './keys';
import { withMessage } from './with-message';

function getActiveExperiments({
  signal,
}: { signal?: AbortSignal } = {}): Promise<TActiveExperiments> {
  return withMessage('Failed to get active experiments', signal, () =>
    callApi(authCalls.activeExperiments, { signal }),
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
