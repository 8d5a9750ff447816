import { authCalls } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { authKeys } from '../../../lib/session/keys';
import { withMessage } from '../../../lib/session/with-message';

function getSystems({ signal }: { signal?: AbortSignal } = {}) {
  return withMessage('Error fetching systems', signal, () =>
    callApi(authCalls.systems, { signal }),
  );
}

/** The states' compliance systems the sign-in page offers (public). */
export const systemsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.systems(),
    queryFn: ({ signal }) => getSystems({ signal }),
  });

export function useSystems() {
  return useQuery(systemsQueryOptions());
}
