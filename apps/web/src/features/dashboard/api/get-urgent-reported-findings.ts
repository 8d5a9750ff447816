import {
  DASHBOARD_BLOCK_PAGE_SIZE,
  dashboardCalls,
  type TReportedFindingGroup,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

function getUrgentReportedFindings({
  propertyManagerId,
  signal,
}: {
  propertyManagerId: number | null;
  signal?: AbortSignal;
}): Promise<{ items: TReportedFindingGroup[]; total: number }> {
  return callApi(dashboardCalls.urgentReportedFindings, {
    query: { propertyManagerId, page: 1, 'page-size': DASHBOARD_BLOCK_PAGE_SIZE },
    signal,
  });
}

export const urgentReportedFindingsQueryOptions = (propertyManagerId: number | null) =>
  queryOptions({
    queryKey: dashboardKeys.list('urgentReportedFindings', propertyManagerId),
    queryFn: ({ signal }) => getUrgentReportedFindings({ propertyManagerId, signal }),
  });

export function useUrgentReportedFindings(
  propertyManagerId: number | null,
  { enabled = true } = {},
) {
  return useQuery({ ...urgentReportedFindingsQueryOptions(propertyManagerId), enabled });
}
