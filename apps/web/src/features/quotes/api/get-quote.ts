import { quoteCalls, type TQuoteWithItems } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { quoteKeys } from './keys';

/** GET /v1/quote/{id}: severity with its label, estimated prices and line items. */
function getQuote({
  quoteId,
  signal,
}: {
  quoteId: number;
  signal?: AbortSignal;
}): Promise<TQuoteWithItems> {
  return callApi(quoteCalls.detail, { params: { id: quoteId }, signal });
}

const quoteQueryOptions = (quoteId: number) =>
  queryOptions({
    queryKey: quoteKeys.detail(quoteId),
    queryFn: ({ signal }) => getQuote({ quoteId, signal }),
  });

export function useQuote(quoteId: number, { enabled = true } = {}) {
  return useQuery({ ...quoteQueryOptions(quoteId), enabled });
}
