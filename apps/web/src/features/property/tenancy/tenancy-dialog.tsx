import { Badge, Button, Card, Group, Modal, Radio, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  contactNumberTypeLabels,
  formatDate,
  formatPhone,
  LEASE_TYPE_CODES,
  leaseTypeLabels,
  TENANCY_MESSAGES,
  todayIsoDate,
  ZTenancyForm,
  type TTenancy,
  type TTenancyForm,
  type TTenancyFormInput,
} from '@portal/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { fromPromise } from 'xstate';
import { AlertMessage } from '../../../components/alert-message';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailsList } from '../../../components/details-list';
import { TextAreaCounter } from '../../../components/text-area-counter';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { TypedDateInput } from '../../../components/typed-date-input';
import { isApiError } from '../../../lib/api-error';
import { useSaveTenancy } from './api/change-tenancy';
import { OccupantForm } from './occupant-form';
import {
  tenancyWizardMachine,
  type LeaseDraft,
  type OccupantDraft,
  type TenancyDialogMode,
} from './tenancy-wizard-machine';

const TITLES: Record<TenancyDialogMode, string> = {
  add: 'Add tenancy',
  edit: 'Edit tenancy',
  renew: 'Renew tenancy',
};

const SAVE_LABELS: Record<TenancyDialogMode, string> = {
  add: 'Add tenancy',
  edit: 'Save changes',
  renew: 'Renew tenancy',
};

const SUCCESS: Record<TenancyDialogMode, string> = {
  add: TENANCY_MESSAGES.added,
  edit: TENANCY_MESSAGES.updated,
  renew: TENANCY_MESSAGES.renewed,
};

const STEPS = ['Lease agreement', 'Occupants', 'Confirmation'] as const;

/** The failure toast: the spec's title, the server's reason when it gave one. */
function showSaveError(mode: TenancyDialogMode, error: unknown) {
  const adding = mode !== 'edit';
  const title = adding ? TENANCY_MESSAGES.addFailed : TENANCY_MESSAGES.updateFailed;
  const detail = adding ? TENANCY_MESSAGES.addFailedDetail : TENANCY_MESSAGES.updateFailedDetail;
  const fromServer = isApiError(error) && error.status > 0 && error.message;
  showErrorToast(title, fromServer ? error : new Error(detail));
}

function OccupantNumbers({ occupant }: { occupant: OccupantDraft }) {
  return (
    <Stack gap={2}>
      {occupant.contactNumbers.map((entry, index) => (
        <Group key={`${entry.number}-${index}`} gap="xs">
          <Text fz="sm">
            {contactNumberTypeLabels[entry.type]}: {formatPhone(entry.number) || entry.number}
          </Text>
          {entry.doNotContactReasonCode ? (
            <Badge color="red" variant="light" size="sm">
              Do not contact: {entry.doNotContactReasonName}
            </Badge>
          ) : null}
        </Group>
      ))}
    </Stack>
  );
}

interface LeaseStepProps {
  lease: LeaseDraft;
  mode: TenancyDialogMode;
  readOnly: boolean;
  onChange: () => void;
  onNext: (lease: LeaseDraft) => void;
}

function LeaseStep({ lease, mode, readOnly, onChange, onNext }: LeaseStepProps) {
  const form = useForm<TTenancyFormInput, unknown, TTenancyForm>({
    resolver: zodResolver(ZTenancyForm),
    defaultValues: { ...lease, formType: mode === 'edit' ? 'edit' : 'add' },
  });
  const [typed, setTyped] = useState<Record<string, string | null>>({});
  const dirty = form.formState.isDirty;
  useEffect(() => {
    if (dirty) onChange();
  }, [dirty, onChange]);

  const next = form.handleSubmit((values) => {
    if (Object.values(typed).some(Boolean)) return;
    onNext({
      startDate: values.startDate,
      endDate: values.endDate,
      vacateDate: values.vacateDate,
      notes: values.notes ?? '',
      leaseType: values.leaseType ?? lease.leaseType,
    });
  });

  const dateField = (name: 'startDate' | 'endDate' | 'vacateDate', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TypedDateInput
          label={label}
          withAsterisk={name === 'startDate'}
          withNoDate={name !== 'startDate'}
          value={(field.value as string | null | undefined) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          onErrorChange={(error) => setTyped((was) => ({ ...was, [name]: error }))}
          error={fieldState.error?.message}
          readOnly={readOnly}
        />
      )}
    />
  );

  return (
    <form onSubmit={next} noValidate aria-label="Lease agreement">
      <Stack gap="md">
        {mode === 'edit' ? null : (
          <Controller
            control={form.control}
            name="leaseType"
            render={({ field }) => (
              <Radio.Group
                label="Lease type"
                value={field.value ?? 'New'}
                onChange={(value) => field.onChange(value)}
              >
                <Group gap="lg" mt={4}>
                  {LEASE_TYPE_CODES.map((code) => (
                    <Radio
                      key={code}
                      value={code}
                      label={leaseTypeLabels[code]}
                      disabled={readOnly}
                    />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        )}
        {dateField('startDate', 'Start date')}
        {dateField('endDate', 'End date')}
        {dateField('vacateDate', 'Vacate date')}
        <Controller
          control={form.control}
          name="notes"
          render={({ field, fieldState }) => (
            <TextAreaCounter
              label="Notes"
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              readOnly={readOnly}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={readOnly}>
            Next
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface OccupantListProps {
  occupants: OccupantDraft[];
  readOnly: boolean;
  onAdd: () => void;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
  onBack: () => void;
  onNext: () => void;
}

function OccupantList({
  occupants,
  readOnly,
  onAdd,
  onEdit,
  onRemove,
  onBack,
  onNext,
}: OccupantListProps) {
  return (
    <Stack gap="md">
      {occupants.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No occupants found
        </Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label="Occupants"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {occupants.map((occupant, index) => (
            <Card key={`${occupant.name}-${index}`} withBorder padding="sm" component="li">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{occupant.name}</Text>
                  {occupant.email ? (
                    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {occupant.email}
                    </Text>
                  ) : null}
                  <OccupantNumbers occupant={occupant} />
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    aria-label={`${readOnly ? 'View' : 'Edit'} ${occupant.name}`}
                    onClick={() => onEdit(index)}
                  >
                    {readOnly ? 'View' : 'Edit'}
                  </Button>
                  {readOnly ? null : (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      aria-label={`Remove ${occupant.name}`}
                      onClick={() => onRemove(index)}
                    >
                      Remove
                    </Button>
                  )}
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        disabled={readOnly}
        onClick={onAdd}
      >
        Add occupant
      </Button>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button disabled={readOnly} onClick={onNext}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}

interface ConfirmationStepProps {
  mode: TenancyDialogMode;
  lease: LeaseDraft;
  occupants: OccupantDraft[];
  saving: boolean;
  onBack: () => void;
  onSave: () => void;
}

function ConfirmationStep({
  mode,
  lease,
  occupants,
  saving,
  onBack,
  onSave,
}: ConfirmationStepProps) {
  const items = [
    ...(mode === 'edit' ? [] : [{ label: 'Lease type', value: leaseTypeLabels[lease.leaseType] }]),
    { label: 'Start date', value: formatDate(lease.startDate) },
    { label: 'End date', value: formatDate(lease.endDate) },
    { label: 'Vacate date', value: formatDate(lease.vacateDate) },
    { label: 'Notes', value: lease.notes.trim() },
  ];
  return (
    <Stack gap="md">
      <Text fz="sm">Please check the tenancy details before saving.</Text>
      <DetailsList items={items} />
      <Text fw={600} fz="sm">
        Occupants ({occupants.length})
      </Text>
      {occupants.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No occupants found
        </Text>
      ) : (
        <Stack gap="xs">
          {occupants.map((occupant, index) => (
            <Stack key={`${occupant.name}-${index}`} gap={2}>
              <Text fz="sm" fw={600}>
                {occupant.name}
              </Text>
              {occupant.email ? <Text fz="sm">{occupant.email}</Text> : null}
              <OccupantNumbers occupant={occupant} />
            </Stack>
          ))}
        </Stack>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={saving}>
          Back
        </Button>
        <Button onClick={onSave} loading={saving}>
          {SAVE_LABELS[mode]}
        </Button>
      </Group>
    </Stack>
  );
}

export interface TenancyDialogProps {
  propertyId: number;
  mode: TenancyDialogMode;
  /** The current tenancy (edited, or renewed), or null. */
  tenancy: TTenancy | null;
  readOnly: boolean;
  onClose: () => void;
}

/** The add, edit and renew tenancy dialogs: a 3-step wizard driven by tenancyWizardMachine. */
export function TenancyDialog({
  propertyId,
  mode,
  tenancy,
  readOnly,
  onClose,
}: TenancyDialogProps) {
  const save = useSaveTenancy(propertyId);
  const phone = useMediaQuery('(max-width: 36em)');
  const machine = useMemo(
    () =>
      tenancyWizardMachine.provide({
        actors: {
          save: fromPromise(async ({ input }) => {
            const { tenancyId, ...request } = input;
            try {
              const saved = await save.mutateAsync({ tenancyId, request });
              showSuccessToast(SUCCESS[mode]);
              return saved;
            } catch (error) {
              showSaveError(mode, error);
              throw error;
            }
          }),
        },
      }),
    // The machine is made once per dialog; save's mutateAsync is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { mode, tenancy, readOnly, today: todayIsoDate() },
  });
  const { context } = snapshot;
  const finished = snapshot.status === 'done';
  useEffect(() => {
    if (finished) onClose();
  }, [finished, onClose]);

  const saving = snapshot.matches('saving');
  const step = snapshot.matches({ editing: 'leaseAgreement' })
    ? 0
    : snapshot.matches({ editing: 'occupants' })
      ? 1
      : 2;
  const markChanged = useMemo(() => () => send({ type: 'LEASE_CHANGED' }), [send]);

  let body;
  if (step === 0) {
    body = (
      <LeaseStep
        lease={context.lease}
        mode={mode}
        readOnly={readOnly}
        onChange={markChanged}
        onNext={(lease) => send({ type: 'NEXT', lease })}
      />
    );
  } else if (snapshot.matches({ editing: { occupants: 'adding' } })) {
    body = (
      <OccupantForm
        occupant={null}
        onSave={(occupant) => send({ type: 'SAVE_OCCUPANT', occupant })}
        onCancel={() => send({ type: 'CANCEL_OCCUPANT' })}
      />
    );
  } else if (snapshot.matches({ editing: { occupants: 'editingOccupant' } })) {
    body = (
      <OccupantForm
        occupant={context.occupants[context.editing ?? 0] ?? null}
        onSave={(occupant) => send({ type: 'SAVE_OCCUPANT', occupant })}
        onCancel={() => send({ type: 'CANCEL_OCCUPANT' })}
      />
    );
  } else if (step === 1) {
    body = (
      <OccupantList
        occupants={context.occupants}
        readOnly={readOnly}
        onAdd={() => send({ type: 'ADD_OCCUPANT' })}
        onEdit={(index) => send({ type: 'EDIT_OCCUPANT', index })}
        onRemove={(index) => send({ type: 'REMOVE_OCCUPANT', index })}
        onBack={() => send({ type: 'BACK' })}
        onNext={() => send({ type: 'NEXT' })}
      />
    );
  } else {
    body = (
      <ConfirmationStep
        mode={mode}
        lease={context.lease}
        occupants={context.occupants}
        saving={saving}
        onBack={() => send({ type: 'BACK' })}
        onSave={() => send({ type: 'SUBMIT' })}
      />
    );
  }

  return (
    <>
      <Modal
        opened
        onClose={() => {
          if (!saving) send({ type: 'CLOSE' });
        }}
        title={TITLES[mode]}
        size="lg"
        fullScreen={phone}
        closeOnEscape={!saving && !context.askingToClose}
        closeOnClickOutside={!saving}
        closeButtonProps={{ 'aria-label': 'Close', disabled: saving }}
      >
        <Stack gap="lg">
          {readOnly ? (
            <AlertMessage variant="info">{TENANCY_MESSAGES.integratedTenancy}</AlertMessage>
          ) : null}
          <Stepper active={step} size="sm" allowNextStepsSelect={false}>
            {STEPS.map((label) => (
              <Stepper.Step key={label} label={label} />
            ))}
          </Stepper>
          {body}
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={context.askingToClose}
        onClose={() => send({ type: 'KEEP_EDITING' })}
        onConfirm={() => send({ type: 'DISCARD' })}
        title={TENANCY_MESSAGES.closeUnsavedTitle}
        confirmLabel={TENANCY_MESSAGES.closeUnsavedConfirm}
        cancelLabel="Keep editing"
        danger
      />
    </>
  );
}
