import { quoteCalls, type TForwardQuote, type TForwardResult } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { invalidateQuoteViews } from './keys';

export interface ForwardQuoteInput {
  quoteId: number;
  email: TForwardQuote;
}

/** Emails the quote (its PDF attached), optionally subscribing the agency to its notifications. */
export function forwardQuote({ quoteId, email }: ForwardQuoteInput): Promise<TForwardResult> {
  return callApi(quoteCalls.forward, { params: { id: quoteId }, body: email });
}

export function useForwardQuote({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof forwardQuote> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: forwardQuote,
    onSuccess: async (...args) => {
      await invalidateQuoteViews(queryClient);
      await onSuccess?.(...args);
    },
  });
}
