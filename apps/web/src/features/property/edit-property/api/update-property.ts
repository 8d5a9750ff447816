import { propertyCalls, type TEditProperty, type TEditPropertyResult } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { editPropertyKeys } from './keys';

/** PUT /v1/property/{id}: the manager, agency key and onsite key. */
function updateProperty({
  propertyId,
  body,
}: {
  propertyId: number;
  body: TEditProperty;
}): Promise<TEditPropertyResult> {
  return callApi(propertyCalls.update, { params: { id: propertyId }, body });
}

/** Saves the details; what the page shows of the property is read again. */
export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: async (result, { propertyId }) => {
      queryClient.setQueryData(editPropertyKeys.keyDetails(propertyId), result.keyDetails);
      await queryClient.invalidateQueries({
        queryKey: editPropertyKeys.property(propertyId),
        predicate: (query) => query.queryKey[2] !== 'key-details',
      });
    },
  });
}
