import { ZAgencyUser, type TAgencyUser } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { settingsKeys } from './keys';

const ZAgencyUsers = z.array(ZAgencyUser);

export function getAgencyUsers({ signal }: { signal?: AbortSignal } = {}): Promise<TAgencyUser[]> {
  return api.get(apiPaths.agency.users(), ZAgencyUsers, { signal });
}

export const agencyUsersQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.users(),
    queryFn: ({ signal }) => getAgencyUsers({ signal }),
  });

/** Master users only: others never ask (the server would answer 403). */
export function useAgencyUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...agencyUsersQueryOptions(), enabled });
}
