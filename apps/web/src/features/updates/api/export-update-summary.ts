import { updateCalls } from '@portal/contracts';
import { downloadCall, type DownloadedFile } from '../../../lib/api-client';
import { updateSummaryQuery } from './get-update-summary';
import type { UpdateSummaryFilters } from './keys';

/** GET /v1/update/summary/export: the filtered required updates (every page) as .xlsx. */
export function exportUpdateSummary(
  filters: Omit<UpdateSummaryFilters, 'page' | 'pageSize'>,
  fileName: string,
): Promise<DownloadedFile> {
  return downloadCall(updateCalls.summaryExport, {
    query: { ...updateSummaryQuery(filters), fileName },
  });
}
