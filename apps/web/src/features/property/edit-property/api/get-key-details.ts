import { propertyCalls, type TPropertyKeyDetails } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { editPropertyKeys } from './keys';

/** GET /v1/property/{id}/key-details: what the edit property dialog starts from. */
function getKeyDetails(propertyId: number, signal?: AbortSignal): Promise<TPropertyKeyDetails> {
  return callApi(propertyCalls.keyDetails, { params: { id: propertyId }, signal });
}

const keyDetailsQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: editPropertyKeys.keyDetails(propertyId),
    queryFn: ({ signal }) => getKeyDetails(propertyId, signal),
  });

export function useKeyDetails(propertyId: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...keyDetailsQueryOptions(propertyId), enabled });
}
