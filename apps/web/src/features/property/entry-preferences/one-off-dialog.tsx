import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  ONE_OFF_ENTRY_MESSAGES,
  ZOneOffEntryNotification,
  serviceLabels,
  type TOneOffEntryNotification,
  type TPropertyView,
} from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { CheckboxGroupField } from '../../../components/checkbox-group-field';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { useRequestOneOffEntryNotification } from './api/entry-preferences';

/** Services no longer (or not yet) serviced: nothing to notify about. */
const INACTIVE = new Set(['CANCELLED', 'NOT_ENROLLED']);

/**
 * Request one-off entry notification: the technician notifies the tenant of entry with key at
 * the property's next booking of the chosen services.
 */
export function OneOffEntryNotificationDialog({
  property,
  noticeId = null,
  onClose,
}: {
  property: TPropertyView;
  noticeId?: number | null;
  onClose: () => void;
}) {
  const services = property.services.filter((service) => !INACTIVE.has(service.status));
  const request = useRequestOneOffEntryNotification(property.id);
  const form = useForm<
    { serviceIds: number[]; noticeId?: number | null },
    unknown,
    TOneOffEntryNotification
  >({
    resolver: zodResolver(ZOneOffEntryNotification),
    defaultValues: { serviceIds: [], noticeId },
  });
  const submitting = request.isPending;
  const submit = (body: TOneOffEntryNotification) =>
    request.mutate(body, {
      onSuccess: () => {
        showSuccessToast(ONE_OFF_ENTRY_MESSAGES.applied);
        onClose();
      },
      onError: (error) => showErrorToast(ONE_OFF_ENTRY_MESSAGES.failed, error),
    });

  return (
    <Modal
      opened
      onClose={() => {
        if (!submitting) onClose();
      }}
      title={ONE_OFF_ENTRY_MESSAGES.title}
      size="md"
      centered
      closeOnEscape={!submitting}
      closeButtonProps={{ 'aria-label': 'Close', disabled: submitting }}
    >
      <form
        noValidate
        aria-label={ONE_OFF_ENTRY_MESSAGES.title}
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        <Stack gap="md">
          <Text fz="sm">
            The tenant is notified of entry with the key for the next booking of the services
            chosen, once.
          </Text>
          {services.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {ONE_OFF_ENTRY_MESSAGES.noServices}
            </Text>
          ) : (
            <CheckboxGroupField
              control={form.control}
              name="serviceIds"
              label="Services"
              withAsterisk
              options={services.map((service) => ({
                value: service.serviceId,
                label: serviceLabels[service.shortName],
              }))}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting} disabled={services.length === 0}>
              Request
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
