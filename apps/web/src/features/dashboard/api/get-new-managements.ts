import {
  ZNewManagement,
  NEW_MANAGEMENTS_PAGE_SIZE,
  zListOf,
  type TNewManagement,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { dashboardKeys } from './keys';

const ZList = zListOf(ZNewManagement);

export function getNewManagements({
  propertyManagerId,
  signal,
}: {
  propertyManagerId: number | null;
  signal?: AbortSignal;
}): Promise<{ items: TNewManagement[]; total: number }> {
  return api.get(apiPaths.portfolio.newManagements(), ZList, {
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
