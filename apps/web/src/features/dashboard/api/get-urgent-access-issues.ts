import {
  ZAccessIssueItem,
  DASHBOARD_BLOCK_PAGE_SIZE,
  zListOf,
  type TAccessIssueItem,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { dashboardKeys } from './keys';

const ZList = zListOf(ZAccessIssueItem);

export function getUrgentAccessIssues({
  propertyManagerId,
  signal,
}: {
  propertyManagerId: number | null;
  signal?: AbortSignal;
}): Promise<{ items: TAccessIssueItem[]; total: number }> {
  return api.get(apiPaths.agency.urgentAccessIssues(), ZList, {
    query: { propertyManagerId, page: 1, 'page-size': DASHBOARD_BLOCK_PAGE_SIZE },
    signal,
  });
}

export const urgentAccessIssuesQueryOptions = (propertyManagerId: number | null) =>
  queryOptions({
    queryKey: dashboardKeys.list('urgentAccessIssues', propertyManagerId),
    queryFn: ({ signal }) => getUrgentAccessIssues({ propertyManagerId, signal }),
  });

export function useUrgentAccessIssues(propertyManagerId: number | null, { enabled = true } = {}) {
  return useQuery({ ...urgentAccessIssuesQueryOptions(propertyManagerId), enabled });
}
