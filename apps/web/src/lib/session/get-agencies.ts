import { authCalls } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { authKeys } from './keys';
import { withMessage } from './with-message';

function getAgencies({ signal }: { signal?: AbortSignal } = {}) {
  return withMessage('Error fetching agencies', signal, () =>
    callApi(authCalls.agencies, { signal }),
  );
}

export const agenciesQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.agencies(),
    queryFn: ({ signal }) => getAgencies({ signal }),
  });

export function useAgencies({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...agenciesQueryOptions(), enabled });
}
