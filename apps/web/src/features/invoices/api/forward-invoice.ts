import { invoiceCalls, type TForwardEmail, type TForwardResult } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { invalidateInvoiceViews } from './keys';

export interface ForwardInvoiceInput {
  invoiceId: number;
  email: TForwardEmail;
}

/** Emails the invoice (its PDF attached) to the recipients; sent in the background. */
export function forwardInvoice({ invoiceId, email }: ForwardInvoiceInput): Promise<TForwardResult> {
  return callApi(invoiceCalls.forward, { params: { id: invoiceId }, body: email });
}

export function useForwardInvoice({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof forwardInvoice> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: forwardInvoice,
    onSuccess: async (...args) => {
      await invalidateInvoiceViews(queryClient);
      await onSuccess?.(...args);
    },
  });
}
