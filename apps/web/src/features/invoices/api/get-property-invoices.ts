import { DASHBOARD_BLOCK_PAGE_SIZE, invoiceCalls, type TInvoice } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invoiceKeys } from './keys';
import { invoiceUploadRefetchInterval } from '../utils/upload-refresh';

/** GET /v1/property/{id}/invoices: the property's invoices, the latest due date first. */
export function getPropertyInvoices({
  propertyId,
  page = 1,
  pageSize = DASHBOARD_BLOCK_PAGE_SIZE,
  signal,
}: {
  propertyId: number;
  page?: number;
  pageSize?: number;
  signal?: AbortSignal;
}): Promise<{ items: TInvoice[]; total: number }> {
  return callApi(invoiceCalls.propertyInvoices, {
    params: { id: propertyId },
    query: { page, 'page-size': pageSize },
    signal,
  });
}

export const propertyInvoicesQueryOptions = (
  propertyId: number,
  page = 1,
  pageSize = DASHBOARD_BLOCK_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: invoiceKeys.propertyInvoicesPage(propertyId, page, pageSize),
    queryFn: ({ signal }) => getPropertyInvoices({ propertyId, page, pageSize, signal }),
    refetchInterval: (query) => invoiceUploadRefetchInterval(query.state.data?.items),
  });

export function usePropertyInvoices(propertyId: number, { page = 1, enabled = true } = {}) {
  return useQuery({ ...propertyInvoicesQueryOptions(propertyId, page), enabled });
}
