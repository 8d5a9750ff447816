import {
  nonManagedPropertyCalls,
  type TIntegratedProperty,
  type TNonResidentialChange,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { invalidateOtherProvidersViews } from '../../../../lib/other-providers-keys';
import { nonManagedPropertyKeys } from './keys';

/** PATCH /v1/integrated-property/{id}: whether it is a residential rental property. */
function changeResidentialStatus({
  id,
  body,
}: {
  id: number;
  body: TNonResidentialChange;
}): Promise<TIntegratedProperty> {
  return callApi(nonManagedPropertyCalls.changeResidentialStatus, { params: { id }, body });
}

/**
 * Saves the status: the page shows the answer at once, and the other-providers list and figures
 * (which count the property by its status) are read again.
 */
export function useChangeResidentialStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeResidentialStatus,
    onSuccess: async (property, { id }) => {
      queryClient.setQueryData(nonManagedPropertyKeys.detail(id), property);
      await invalidateOtherProvidersViews(queryClient);
    },
  });
}
