import { nonManagedPropertyCalls, type TIntegratedProperty } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { nonManagedPropertyKeys } from './keys';

function getNonManagedProperty(id: number, signal?: AbortSignal): Promise<TIntegratedProperty> {
  return callApi(nonManagedPropertyCalls.detail, { params: { id }, signal });
}

const nonManagedPropertyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: nonManagedPropertyKeys.detail(id),
    queryFn: ({ signal }) => getNonManagedProperty(id, signal),
    // A missing property stays missing: no retries of a 404.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

/** GET /v1/integrated-property/{id}: another provider's property. */
export function useNonManagedProperty(id: number) {
  return useQuery(nonManagedPropertyQueryOptions(id));
}
