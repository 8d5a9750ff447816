import { dashboardCalls, NEW_MANAGEMENTS_PAGE_SIZE, type TNewManagement } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

function getNewManagements({
  propertyManagerId,
  signal,
}: {
  propertyManagerId: number | null;
  signal?: AbortSignal;
}): Promise<{ items: TNewManagement[]; total: number }> {
  return callApi(dashboardCalls.recentNewManagements, {
    query: { propertyManagerId, page: 1, 'page-size': NEW_MANAGEMENTS_PAGE_SIZE },
    signal,
  });
}

export const newManagementsQueryOptions = (propertyManagerId: number | null) =>
  queryOptions({
    queryKey: dashboardKeys.list('newManagements', propertyManagerId),
    queryFn: ({ signal }) => getNewManagements({ propertyManagerId, signal }),
  });

export function useNewManagements(propertyManagerId: number | null, { enabled = true } = {}) {
  return useQuery({ ...newManagementsQueryOptions(propertyManagerId), enabled });
}
