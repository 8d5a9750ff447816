import {
  DASHBOARD_BLOCK_PAGE_SIZE,
  dashboardCalls,
  type TAccessIssueItem,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

function getUrgentAccessIssues({
  propertyManagerId,
  signal,
}: {
  propertyManagerId: number | null;
  signal?: AbortSignal;
}): Promise<{ items: TAccessIssueItem[]; total: number }> {
  return callApi(dashboardCalls.urgentAccessIssues, {
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
