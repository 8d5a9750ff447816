import { propertyCalls, type TPropertyTenancy, type TTenancy } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { tenancyKeys } from './keys';

function getPropertyTenancy(propertyId: number, signal?: AbortSignal): Promise<TPropertyTenancy> {
  return callApi(propertyCalls.tenancy, { params: { id: propertyId }, signal });
}

function getTenancies(propertyId: number, signal?: AbortSignal): Promise<TTenancy[]> {
  return callApi(propertyCalls.tenancies, { params: { id: propertyId }, signal });
}

export const tenancyQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: tenancyKeys.current(propertyId),
    queryFn: ({ signal }) => getPropertyTenancy(propertyId, signal),
  });

/** The current tenancy of a property, its upcoming one and what may be changed. */
export function usePropertyTenancy(propertyId: number) {
  return useQuery(tenancyQueryOptions(propertyId));
}

/** Every tenancy of a property, newest start first. */
export function useTenancies(propertyId: number) {
  return useQuery(
    queryOptions({
      queryKey: tenancyKeys.list(propertyId),
      queryFn: ({ signal }) => getTenancies(propertyId, signal),
    }),
  );
}
