import { updateCalls, type TConfirmedPropertyDetails } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { updatesKeys } from './keys';

export function confirmPropertyDetails(propertyId: number): Promise<TConfirmedPropertyDetails> {
  return callApi(updateCalls.confirmPropertyDetails, { params: { id: propertyId } });
}

/** Confirms a property's details; the required updates (list and overdue) load again. */
export function useConfirmPropertyDetails({
  onSuccess,
}: { onSuccess?: (data: TConfirmedPropertyDetails) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPropertyDetails,
    onSuccess: async (data) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: updatesKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: updatesKeys.overdue() }),
      ]);
      onSuccess?.(data);
    },
  });
}
