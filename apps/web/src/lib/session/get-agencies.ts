import { ZUserAgency } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '../api-client';
import { apiPaths } from '../paths';
import { authKeys } from './keys';
import { withMessage } from './with-message';

const ZUserAgencies = z.array(ZUserAgency);

export function getAgencies({ signal }: { signal?: AbortSignal } = {}) {
  return withMessage('Error fetching agencies', signal, () =>
    api.get(apiPaths.auth.agencies(), ZUserAgencies, { signal }),
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
