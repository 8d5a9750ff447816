import '@mantine/dates/styles.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import {
  HOLD_CANCELLATION_MESSAGES,
  ZHoldRequest,
  formatDate,
  parseTypedDate,
  serviceLabels,
  toIsoDate,
  todayIsoDate,
  type THoldRequest,
  type THoldRequestInput,
  type TPropertyView,
} from '@portal/contracts';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CALENDAR_ARIA_LABELS } from '../../../components/calendar-labels';
import { CheckboxGroupField } from '../../../components/checkbox-group-field';
import { EmptyState } from '../../../components/empty-state';
import { TextAreaCounterField } from '../../../components/text-area-counter-field';
import { showSuccessToast } from '../../../components/toast';
import { useRequestHold } from './api/hold-cancellation';
import { RequestModal } from './request-modal';
import { RequestStepActions } from './request-step-actions';
import { RequestSummary } from './request-summary';
import { useServiceRequest } from './use-service-request';

/** Reads dd/MM/yyyy or d/M/yyyy as typed; anything else is no date. */
function parseDay(text: string): string | null {
  const typed = parseTypedDate(text);
  return typed.kind === 'valid' ? toIsoDate(typed.date) : null;
}

type HoldService = TPropertyView['services'][number];

function HoldRequestStep({
  services,
  initial,
  onNext,
  onCancel,
}: {
  services: readonly HoldService[];
  initial: THoldRequest | null;
  onNext: (draft: THoldRequest) => void;
  onCancel: () => void;
}) {
  const form = useForm<THoldRequestInput, unknown, THoldRequest>({
    resolver: zodResolver(ZHoldRequest),
    defaultValues: initial ?? { services: [], holdDate: null, reasonNote: '' },
  });
  const today = todayIsoDate();
  return (
    <form
      noValidate
      aria-label="Request service hold"
      onSubmit={(event) => void form.handleSubmit(onNext)(event)}
    >
      <Stack gap="md">
        <CheckboxGroupField
          control={form.control}
          name="services"
          label="Services to put on hold"
          withAsterisk
          options={services.map((service) => ({
            value: service.serviceId,
            label: serviceLabels[service.shortName],
          }))}
        />
        <Controller
          control={form.control}
          name="holdDate"
          render={({ field, fieldState }) => (
            <DateInput
              label="Hold until"
              description="dd/mm/yyyy, today or later"
              placeholder="dd/mm/yyyy"
              withAsterisk
              clearable
              clearButtonProps={{ 'aria-label': 'Clear the date' }}
              valueFormat="DD/MM/YYYY"
              dateParser={parseDay}
              excludeDate={(day) => day < today}
              // Mantine's red weekend days fail the contrast rule (axe): every day reads alike.
              weekendDays={[]}
              value={typeof field.value === 'string' ? field.value : null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              popoverProps={{ withinPortal: true }}
              ariaLabels={CALENDAR_ARIA_LABELS}
            />
          )}
        />
        <TextAreaCounterField
          control={form.control}
          name="reasonNote"
          label="Reason"
          withAsterisk
        />
        <RequestStepActions onCancel={onCancel} />
      </Stack>
    </form>
  );
}

function HoldDialogBody({ property, onClose }: { property: TPropertyView; onClose: () => void }) {
  const holdable = useMemo(
    () => property.services.filter((service) => service.isHoldable === true),
    [property.services],
  );
  const names = new Map(holdable.map((s) => [s.serviceId, serviceLabels[s.shortName]]));
  const request = useRequestHold();
  const { state, send, draft, error, result, submitting, next } = useServiceRequest(
    'hold',
    (body) => request.mutateAsync({ propertyId: property.id, body }),
  );

  useEffect(() => {
    if (!state.matches('done') || !result) return;
    showSuccessToast(
      HOLD_CANCELLATION_MESSAGES.holdRequested,
      `${result.services.map((code) => serviceLabels[code]).join(', ')} on hold until ` +
        `${formatDate(draft?.holdDate ?? null)}. ${HOLD_CANCELLATION_MESSAGES.processing}`,
    );
    onClose();
  }, [state, result, draft, onClose]);

  const empty = holdable.length === 0;
  return (
    <RequestModal
      title={HOLD_CANCELLATION_MESSAGES.holdTitle}
      opened
      step={empty ? null : state.matches('request') ? 0 : 1}
      submitting={submitting}
      onClose={onClose}
    >
      {empty ? (
        <EmptyState
          title={HOLD_CANCELLATION_MESSAGES.noServicesToHold}
          actions={
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          }
        />
      ) : state.matches('request') ? (
        <HoldRequestStep services={holdable} initial={draft} onNext={next} onCancel={onClose} />
      ) : draft ? (
        <RequestSummary
          error={error ? HOLD_CANCELLATION_MESSAGES.holdFailed : null}
          errorDetail={error?.message ?? null}
          submitting={submitting}
          onBack={() => send({ type: 'BACK' })}
          onSubmit={() => send({ type: 'SUBMIT' })}
          rows={[
            {
              label: 'Services',
              value: draft.services.map((id) => names.get(id) ?? '').join(', '),
            },
            { label: 'Hold until', value: formatDate(draft.holdDate) },
            { label: 'Reason', value: draft.reasonNote },
          ]}
        />
      ) : null}
    </RequestModal>
  );
}

/**
 * The Request service hold dialog (spec 2 §2, §4, §5): the services that can be put on hold,
 * the date they are on hold until and the reason; then the request to confirm, with Back. It
 * cannot be closed while the request is being submitted.
 */
export function HoldDialog({
  property,
  opened,
  onClose,
}: {
  property: TPropertyView;
  opened: boolean;
  onClose: () => void;
}) {
  return opened ? <HoldDialogBody property={property} onClose={onClose} /> : null;
}
