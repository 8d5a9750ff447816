import { propertyCalls, type TPropertyView } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { propertyViewKeys } from './keys';

function getProperty(propertyId: number, signal?: AbortSignal): Promise<TPropertyView> {
  return callApi(propertyCalls.detail, { params: { id: propertyId }, signal });
}

export const propertyQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: propertyViewKeys.detail(propertyId),
    queryFn: ({ signal }) => getProperty(propertyId, signal),
    // A missing property stays missing: no retries of a 404 or 403.
    retry: (count, error) =>
      !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && count < 2,
  });

export function useProperty(propertyId: number) {
  return useQuery(propertyQueryOptions(propertyId));
}
