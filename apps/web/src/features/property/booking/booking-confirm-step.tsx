import { Button, Group, Stack, Text } from '@mantine/core';
import { BOOKING_MESSAGES, formatLongDate, serviceLabels } from '@portal/contracts';
import { AlertMessage } from '../../../components/alert-message';
import type { BookingContext } from './booking-machine';
import { HoldTimer, timeRange } from './booking-time-step';

// The booking dialog's last step: what will be booked, for whom and when.

export function ConfirmStep({
  context,
  submitting,
  onBack,
  onSubmit,
}: {
  context: BookingContext;
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const { time, contacts, error } = context;
  const nominated = contacts?.nominatedContact?.isEnabled ? contacts.nominatedContact : null;
  const rows = [
    { label: 'Services', value: context.services.map((code) => serviceLabels[code]).join(', ') },
    { label: 'Date', value: time ? formatLongDate(time.date) : '' },
    { label: 'Time', value: time ? timeRange(time.date, time.timeFrom, time.timeTo) : '' },
    {
      label: 'Contacts',
      value:
        (contacts?.contacts ?? [])
          .map((c) => (c.isPrimaryContact && !nominated ? `${c.name} (primary)` : c.name))
          .join(', ') || 'None',
    },
    ...(nominated
      ? [
          {
            label: 'Nominated contact (primary)',
            value: `${nominated.name}, ${nominated.email}, ${nominated.mobile}`,
          },
        ]
      : []),
  ];
  return (
    <Stack gap="md">
      {error ? (
        <AlertMessage variant="error" title={BOOKING_MESSAGES.failed}>
          {error.message}
        </AlertMessage>
      ) : null}
      <Text fz="sm">Check the booking, then submit it.</Text>
      <Stack gap="sm" component="dl" m={0}>
        {rows.map((row) => (
          <div key={row.label}>
            <Text component="dt" fz="sm" fw={600}>
              {row.label}
            </Text>
            <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {row.value}
            </Text>
          </div>
        ))}
      </Stack>
      <HoldTimer remaining={context.remaining} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack} disabled={submitting}>
          Back
        </Button>
        <Button onClick={onSubmit} loading={submitting} data-autofocus>
          Book
        </Button>
      </Group>
    </Stack>
  );
}
