import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import {
  NON_MANAGED_PROPERTY_MESSAGES as WORDS,
  NON_RESIDENTIAL_TYPE_CODES,
  nonResidentialTypeLabels,
  residentialStatusLabel,
  ZNonResidentialChange,
  type TIntegratedProperty,
  type TNonResidentialChange,
} from '@portal/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AlertMessage } from '../../../components/alert-message';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { isApiError } from '../../../lib/api-error';
import { useChangeResidentialStatus } from './api/change-residential-status';

type FormInput = z.input<typeof ZNonResidentialChange>;

export interface ResidentialStatusDialogProps {
  property: TIntegratedProperty;
  opened: boolean;
  onClose: () => void;
}

/** Where the server names a refused type (400 fields). */
const TYPE_FIELD = 'body.nonResidentialPropertyType';
const YES = 'yes';
const NO = 'no';

/**
 * 'Change residential rental property status' (spec 2 §2): residential or not, and when not its
 * type ('Property type is required'). Checked with the contracts' rule here and on the server;
 * it cannot be closed while saving.
 */
export function ResidentialStatusDialog({
  property,
  opened,
  onClose,
}: ResidentialStatusDialogProps) {
  const change = useChangeResidentialStatus();
  const pending = change.isPending;
  const close = () => {
    if (pending) return;
    change.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={WORDS.changeStatusTitle}
      centered
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      closeButtonProps={{ 'aria-label': 'Close', disabled: pending }}
    >
      {/* Mounted while open only, so each opening starts from the stored status. */}
      {opened ? (
        <StatusForm property={property} change={change} onCancel={close} onSaved={onClose} />
      ) : null}
    </Modal>
  );
}

function StatusForm({
  property,
  change,
  onCancel,
  onSaved,
}: {
  property: TIntegratedProperty;
  change: ReturnType<typeof useChangeResidentialStatus>;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const form = useForm<FormInput, unknown, TNonResidentialChange>({
    resolver: zodResolver(ZNonResidentialChange),
    defaultValues: {
      isResidentialProperty: property.isResidentialProperty,
      nonResidentialPropertyType: property.nonResidentialPropertyType,
    },
  });
  const residential = useWatch({ control: form.control, name: 'isResidentialProperty' });
  const pending = change.isPending;
  // A refusal that names the field is shown beside it; any other reason above the form.
  const error =
    change.error && !(isApiError(change.error) && change.error.fields?.[TYPE_FIELD])
      ? change.error
      : null;

  const submit = form.handleSubmit((body) => {
    change.mutate(
      { id: property.agencyPortfolioPropertyId, body },
      {
        onSuccess: (saved) => {
          const same =
            saved.isResidentialProperty === property.isResidentialProperty &&
            saved.nonResidentialPropertyType === property.nonResidentialPropertyType;
          showSuccessToast(
            same ? WORDS.unchanged : WORDS.saved,
            `${saved.addressLine1}: ${residentialStatusLabel(saved)}`,
          );
          change.reset();
          onSaved();
        },
        onError: (failure) => {
          // A 400 names the field the server refused: show its message beside it.
          const field = isApiError(failure) ? failure.fields?.[TYPE_FIELD] : undefined;
          if (field)
            form.setError('nonResidentialPropertyType', { type: 'server', message: field });
          showErrorToast(WORDS.saveFailed, failure);
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={WORDS.changeStatusTitle}>
      <Stack gap="md">
        <Text fz="sm">{property.addressLine1}</Text>
        {error ? (
          <AlertMessage variant="error" title={WORDS.saveFailed}>
            {error.message}
          </AlertMessage>
        ) : null}
        <Controller
          control={form.control}
          name="isResidentialProperty"
          render={({ field }) => (
            <Radio.Group
              label={WORDS.residentialQuestion}
              value={field.value ? YES : NO}
              onChange={(value) => {
                field.onChange(value === YES);
                if (value === YES) form.clearErrors('nonResidentialPropertyType');
              }}
            >
              <Group gap="lg" mt={4}>
                <Radio value={YES} label="Yes" disabled={pending} data-autofocus />
                <Radio value={NO} label="No" disabled={pending} />
              </Group>
            </Radio.Group>
          )}
        />
        {residential ? null : (
          <Controller
            control={form.control}
            name="nonResidentialPropertyType"
            render={({ field, fieldState }) => (
              <Radio.Group
                label={WORDS.propertyTypeLabel}
                withAsterisk
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value)}
                error={fieldState.error?.message}
              >
                <Stack gap="xs" mt={4}>
                  {NON_RESIDENTIAL_TYPE_CODES.map((code) => (
                    <Radio
                      key={code}
                      value={code}
                      label={nonResidentialTypeLabels[code]}
                      disabled={pending}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
        )}
        <Group justify="flex-end" gap="sm" preventGrowOverflow={false}>
          <Button
            variant="default"
            onClick={onCancel}
            disabled={pending}
            flex={{ base: '1 1 auto', xs: '0 0 auto' }}
          >
            Cancel
          </Button>
          <Button type="submit" loading={pending} flex={{ base: '1 1 auto', xs: '0 0 auto' }}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
