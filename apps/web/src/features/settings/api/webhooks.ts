import {
  webhookCalls,
  type TCreatedWebhook,
  type TCreateWebhook,
  type TList,
  type TUpdateWebhook,
  type TWebhook,
  type TWebhookDelivery,
  type TWebhooks,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** Rows of a webhook's delivery log per page. */
export const DELIVERIES_PAGE_SIZE = 10;

function getWebhooks({ signal }: { signal?: AbortSignal } = {}): Promise<TWebhooks> {
  return callApi(webhookCalls.list, { signal });
}

function getDeliveries(
  webhookId: number,
  page: number,
  signal?: AbortSignal,
): Promise<TList<TWebhookDelivery>> {
  return callApi(webhookCalls.deliveries, {
    params: { webhookId },
    query: { page, 'page-size': DELIVERIES_PAGE_SIZE },
    signal,
  });
}

/** The agency's webhooks: master users only (others never ask; the server would answer 403). */
export function useWebhooks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: settingsKeys.webhooks(),
    queryFn: ({ signal }) => getWebhooks({ signal }),
    enabled,
  });
}

/**
 * A page of a webhook's delivery log; while a delivery is being sent or retried it is read again
 * every few seconds, so its row turns to its result by itself.
 */
export function useWebhookDeliveries(webhookId: number, page: number) {
  return useQuery({
    queryKey: settingsKeys.webhookDeliveries(webhookId, page),
    queryFn: ({ signal }) => getDeliveries(webhookId, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((row) => row.status === 'PENDING' || row.status === 'RETRYING')
        ? 3000
        : false,
  });
}

function useInvalidateWebhooks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: settingsKeys.webhooks() });
}

/** Creates a webhook (its signing secret is in the answer, this once); the list is read again. */
export function useCreateWebhook() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: (body: TCreateWebhook): Promise<TCreatedWebhook> =>
      callApi(webhookCalls.create, { body }),
    onSuccess: invalidate,
  });
}

/** Changes events or description, or switches it on or off. Toasts are the caller's. */
export function useUpdateWebhook() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: ({
      webhookId,
      body,
    }: {
      webhookId: number;
      body: TUpdateWebhook;
    }): Promise<TWebhook> => callApi(webhookCalls.update, { params: { webhookId }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteWebhook() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: (webhookId: number): Promise<TWebhook> =>
      callApi(webhookCalls.remove, { params: { webhookId } }),
    onSuccess: invalidate,
  });
}

/** Sends a test event; its delivery log (and the list's last delivery) is read again. */
export function useSendTestEvent() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: (webhookId: number): Promise<TWebhookDelivery> =>
      callApi(webhookCalls.test, { params: { webhookId } }),
    onSuccess: invalidate,
  });
}
