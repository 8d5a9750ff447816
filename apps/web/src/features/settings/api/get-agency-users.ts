import { userCalls, type TAgencyUsers } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

function getAgencyUsers({ signal }: { signal?: AbortSignal } = {}): Promise<TAgencyUsers> {
  return callApi(userCalls.list, { signal });
}

const agencyUsersQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.users(),
    queryFn: ({ signal }) => getAgencyUsers({ signal }),
  });

/** Master users only: others never ask (the server would answer 403). */
export function useAgencyUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...agencyUsersQueryOptions(), enabled });
}
