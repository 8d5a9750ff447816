import { api, type DownloadedFile } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { updateSummaryQuery } from './get-update-summary';
import type { UpdateSummaryFilters } from './keys';

/** GET /v1/update/summary/export: the filtered required updates (every page) as .xlsx. */
export function exportUpdateSummary(
  filters: Omit<UpdateSummaryFilters, 'page' | 'pageSize'>,
  fileName: string,
): Promise<DownloadedFile> {
  return api.download(apiPaths.update.summaryExport(), {
    query: { ...updateSummaryQuery(filters), fileName },
  });
}
