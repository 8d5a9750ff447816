import { portfolioCalls } from '@portal/contracts';
import { downloadCall, type DownloadedFile } from '../../../lib/api-client';
import { integratedQuery } from './get-integrated-portfolio';
import type { IntegratedListFilters } from './keys';

/** GET /v1/portfolio/integrated/export: the filtered list (every page) as an .xlsx file. */
export function exportIntegratedPortfolio(
  filters: Omit<IntegratedListFilters, 'page' | 'pageSize'>,
  fileName: string,
): Promise<DownloadedFile> {
  return downloadCall(portfolioCalls.integratedExport, {
    query: { ...integratedQuery(filters), fileName },
  });
}
