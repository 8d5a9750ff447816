import {
  holdCancellationCalls,
  type TCancellationReasonGroup,
  type TCancellationRequest,
  type TCancellationRequestSummary,
  type THoldRequest,
  type THoldRequestResult,
  type TServiceRequestResult,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';

/**
 * The hold and cancellation dialogs' cache keys: what is read of a property lives under its own
 * ['property', id], so a request refreshes everything the page shows of it.
 */
const holdCancellationKeys = {
  property: (propertyId: number) => ['property', propertyId] as const,
  cancellationSummary: (propertyId: number) =>
    [...holdCancellationKeys.property(propertyId), 'cancellation-request'] as const,
  reasons: ['meta', 'cancellation-reasons'] as const,
};

function getCancellationReasons(signal?: AbortSignal): Promise<TCancellationReasonGroup[]> {
  return callApi(holdCancellationCalls.cancellationReasons, { signal });
}

function getCancellationSummary(
  propertyId: number,
  signal?: AbortSignal,
): Promise<TCancellationRequestSummary> {
  return callApi(holdCancellationCalls.cancellationSummary, { params: { id: propertyId }, signal });
}

/** The provider's reasons, the same for everyone: read once a session. */
export function useCancellationReasons({ enabled }: { enabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: holdCancellationKeys.reasons,
      queryFn: ({ signal }) => getCancellationReasons(signal),
      staleTime: Infinity,
      enabled,
    }),
  );
}

/** What the cancellation dialog offers, read afresh each time it opens. */
export function useCancellationSummary(propertyId: number, { enabled }: { enabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: holdCancellationKeys.cancellationSummary(propertyId),
      queryFn: ({ signal }) => getCancellationSummary(propertyId, signal),
      enabled,
      staleTime: 0,
    }),
  );
}

/** POST /v1/property/{id}/hold-request; the property is read again. */
export function useRequestHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      propertyId,
      body,
    }: {
      propertyId: number;
      body: THoldRequest;
    }): Promise<THoldRequestResult> =>
      callApi(holdCancellationCalls.hold, { params: { id: propertyId }, body }),
    onSuccess: (_result, { propertyId }) =>
      queryClient.invalidateQueries({ queryKey: holdCancellationKeys.property(propertyId) }),
  });
}

/** POST /v1/property/{id}/cancellation-request; the property is read again. */
export function useRequestCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      propertyId,
      body,
    }: {
      propertyId: number;
      body: TCancellationRequest;
    }): Promise<TServiceRequestResult> =>
      callApi(holdCancellationCalls.cancel, { params: { id: propertyId }, body }),
    onSuccess: (_result, { propertyId }) =>
      queryClient.invalidateQueries({ queryKey: holdCancellationKeys.property(propertyId) }),
  });
}
