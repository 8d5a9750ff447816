import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Select, Skeleton, Stack } from '@mantine/core';
import {
  HOLD_CANCELLATION_MESSAGES,
  ZCancellationRequest,
  serviceLabels,
  servicesToCancel,
  type TCancellationReasonGroup,
  type TCancellationRequest,
  type TCancellationRequestInput,
  type TCancellationRequestSummary,
} from '@portal/contracts';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CheckboxGroupField } from '../../../components/checkbox-group-field';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { TextAreaCounterField } from '../../../components/text-area-counter-field';
import { showSuccessToast } from '../../../components/toast';
import {
  useCancellationReasons,
  useCancellationSummary,
  useRequestCancellation,
} from './api/hold-cancellation';
import { RequestModal } from './request-modal';
import { RequestStepActions } from './request-step-actions';
import { RequestSummary } from './request-summary';
import { useServiceRequest } from './use-service-request';

/** 'Group: reason', as the confirm step says it. */
function reasonText(groups: readonly TCancellationReasonGroup[], id: number): string {
  for (const group of groups) {
    const reason = group.children.find((child) => child.id === id);
    if (reason) return `${group.text}: ${reason.text}`;
  }
  return '';
}

function CancellationRequestStep({
  summary,
  reasons,
  initial,
  onNext,
  onCancel,
}: {
  summary: TCancellationRequestSummary;
  reasons: readonly TCancellationReasonGroup[];
  initial: TCancellationRequest | null;
  onNext: (draft: TCancellationRequest) => void;
  onCancel: () => void;
}) {
  const { cancellableServices, canSelectServices } = summary;
  const form = useForm<TCancellationRequestInput, unknown, TCancellationRequest>({
    resolver: zodResolver(ZCancellationRequest),
    defaultValues: initial ?? {
      services: servicesToCancel(cancellableServices, canSelectServices, []),
      cancellationReasonId: undefined,
      notes: '',
    },
  });
  const reasonData = useMemo(
    () =>
      reasons.map((group) => ({
        group: group.text,
        items: group.children.map((child) => ({ value: String(child.id), label: child.text })),
      })),
    [reasons],
  );
  return (
    <form
      noValidate
      aria-label="Request service cancellation"
      onSubmit={(event) => void form.handleSubmit(onNext)(event)}
    >
      <Stack gap="md">
        <Controller
          control={form.control}
          name="cancellationReasonId"
          render={({ field, fieldState }) => (
            <Select
              label="Cancellation reason"
              placeholder="Select a reason"
              withAsterisk
              data={reasonData}
              value={typeof field.value === 'number' ? String(field.value) : null}
              onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <CheckboxGroupField
          control={form.control}
          name="services"
          label="Services to cancel"
          description={canSelectServices ? undefined : HOLD_CANCELLATION_MESSAGES.allSelectedByPlan}
          withAsterisk
          options={cancellableServices.map((service) => ({
            value: service.id,
            label: serviceLabels[service.shortName],
            description: service.isPendingCancellation
              ? HOLD_CANCELLATION_MESSAGES.pendingCancellation
              : undefined,
            disabled: !canSelectServices || service.isPendingCancellation,
          }))}
        />
        <TextAreaCounterField
          control={form.control}
          name="notes"
          label="Notes"
          description="Optional"
        />
        <RequestStepActions onCancel={onCancel} />
      </Stack>
    </form>
  );
}

function CancellationLoading() {
  return (
    <Stack gap="md" role="status" aria-label="Loading the cancellation request">
      <Skeleton h={56} />
      <Skeleton h={24} w="40%" />
      <Skeleton h={24} w="50%" />
      <Skeleton h={96} />
    </Stack>
  );
}

function CancellationDialogBody({
  propertyId,
  onClose,
}: {
  propertyId: number;
  onClose: () => void;
}) {
  const summary = useCancellationSummary(propertyId, { enabled: true });
  const reasons = useCancellationReasons({ enabled: true });
  const request = useRequestCancellation();
  const { state, send, draft, error, result, submitting, next } = useServiceRequest(
    'cancel',
    (body) => request.mutateAsync({ propertyId, body }),
  );

  useEffect(() => {
    if (!state.matches('done') || !result) return;
    showSuccessToast(
      HOLD_CANCELLATION_MESSAGES.cancelRequested,
      `${result.services.map((code) => serviceLabels[code]).join(', ')}. ` +
        HOLD_CANCELLATION_MESSAGES.processing,
    );
    onClose();
  }, [state, result, onClose]);

  const loadError = summary.error ?? reasons.error;
  const data = summary.data;
  const open = data?.cancellableServices.filter((s) => !s.isPendingCancellation) ?? [];
  const emptyTitle = !data
    ? null
    : data.isCancelled
      ? HOLD_CANCELLATION_MESSAGES.alreadyCancelled
      : open.length === 0
        ? HOLD_CANCELLATION_MESSAGES.noServicesToCancel
        : null;
  const ready = data !== undefined && reasons.data !== undefined && emptyTitle === null;
  const names = new Map(
    (data?.cancellableServices ?? []).map((s) => [s.id, serviceLabels[s.shortName]]),
  );

  return (
    <RequestModal
      title={HOLD_CANCELLATION_MESSAGES.cancelTitle}
      opened
      step={ready ? (state.matches('request') ? 0 : 1) : null}
      submitting={submitting}
      onClose={onClose}
    >
      {loadError ? (
        <LoadError
          title={
            summary.error
              ? HOLD_CANCELLATION_MESSAGES.summaryLoadError
              : HOLD_CANCELLATION_MESSAGES.reasonsLoadError
          }
          error={loadError}
          retrying={summary.isFetching || reasons.isFetching}
          onRetry={() => {
            if (summary.error) void summary.refetch();
            if (reasons.error) void reasons.refetch();
          }}
        />
      ) : emptyTitle ? (
        <EmptyState
          title={emptyTitle}
          actions={
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          }
        />
      ) : !ready ? (
        <CancellationLoading />
      ) : state.matches('request') ? (
        <CancellationRequestStep
          summary={data}
          reasons={reasons.data}
          initial={draft}
          onNext={next}
          onCancel={onClose}
        />
      ) : draft ? (
        <RequestSummary
          error={error ? HOLD_CANCELLATION_MESSAGES.cancelFailed : null}
          errorDetail={error?.message ?? null}
          submitting={submitting}
          onBack={() => send({ type: 'BACK' })}
          onSubmit={() => send({ type: 'SUBMIT' })}
          rows={[
            {
              label: 'Cancellation reason',
              value: reasonText(reasons.data, draft.cancellationReasonId),
            },
            {
              label: 'Services',
              value: draft.services.map((id) => names.get(id) ?? '').join(', '),
            },
            { label: 'Notes', value: draft.notes ?? 'None' },
          ]}
        />
      ) : null}
    </RequestModal>
  );
}

/**
 * The Request service cancellation dialog (spec 2 §2, §4, §5): a reason from the provider's
 * grouped list, the services (all those not already pending when the agency's plan does not let
 * it choose) and notes; then the request to confirm, with Back. It cannot be closed while the
 * request is being submitted.
 */
export function CancellationDialog({
  propertyId,
  opened,
  onClose,
}: {
  propertyId: number;
  opened: boolean;
  onClose: () => void;
}) {
  return opened ? <CancellationDialogBody propertyId={propertyId} onClose={onClose} /> : null;
}
