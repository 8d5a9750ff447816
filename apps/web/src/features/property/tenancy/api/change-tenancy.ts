import {
  propertyCalls,
  updateCalls,
  type TConfirmedPropertyDetails,
  type TMarkedVacant,
  type TPropertyTenancy,
  type TTenancyRequest,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { invalidateDashboardViews } from '../../../../lib/dashboard-keys';
import { tenancyKeys } from './keys';
import { propertyViewKeys } from '../../view/api/keys';

/** What the tenancy dialog saves: a new tenancy, or a change to the one with tenancyId. */
export interface TenancySave {
  tenancyId: number | null;
  request: TTenancyRequest;
}

function saveTenancy(propertyId: number, { tenancyId, request }: TenancySave) {
  return tenancyId === null
    ? callApi(propertyCalls.addTenancy, { params: { id: propertyId }, body: request })
    : callApi(propertyCalls.updateTenancy, {
        params: { id: propertyId, tenancyId },
        body: request,
      });
}

/**
 * After a change the property's tenancies, its page (the Vacant tag, the occupants among its
 * contacts, its history) and the dashboard's figures load again.
 */
function useRefresh(propertyId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tenancyKeys.property(propertyId) }),
      queryClient.invalidateQueries({ queryKey: propertyViewKeys.property(propertyId) }),
      invalidateDashboardViews(queryClient),
    ]);
}

export function useSaveTenancy(propertyId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(propertyId);
  return useMutation({
    mutationFn: (save: TenancySave): Promise<TPropertyTenancy> => saveTenancy(propertyId, save),
    onSuccess: async (tenancy) => {
      queryClient.setQueryData(tenancyKeys.current(propertyId), tenancy);
      await refresh();
    },
  });
}

export function useMarkAsVacant(propertyId: number) {
  const refresh = useRefresh(propertyId);
  return useMutation({
    mutationFn: (): Promise<TMarkedVacant> =>
      callApi(propertyCalls.markAsVacant, { params: { id: propertyId } }),
    onSuccess: () => refresh(),
  });
}

/** POST confirm-single-property-details: the agency says the tenancy details are current. */
export function useConfirmTenancyDetails(propertyId: number) {
  const refresh = useRefresh(propertyId);
  return useMutation({
    mutationFn: (): Promise<TConfirmedPropertyDetails> =>
      callApi(updateCalls.confirmPropertyDetails, { params: { id: propertyId } }),
    onSuccess: () => refresh(),
  });
}
