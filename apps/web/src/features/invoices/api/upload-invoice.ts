import { invoiceCalls, type TInvoice } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { invalidateInvoiceViews } from './keys';

/** Starts the background upload to the agency's software; answers the invoice, now uploading. */
export function uploadInvoice(invoiceId: number): Promise<TInvoice> {
  return callApi(invoiceCalls.upload, { params: { id: invoiceId } });
}

export function useUploadInvoice({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof uploadInvoice> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: uploadInvoice,
    onSuccess: async (...args) => {
      await invalidateInvoiceViews(queryClient);
      await onSuccess?.(...args);
    },
    // A refusal (409: uploading or uploaded already) means the lists are out of date too.
    onError: async (...args) => {
      await invalidateInvoiceViews(queryClient);
      await onError?.(...args);
    },
  });
}
