import { BOOKING_MESSAGES, formatLongDate, serviceLabels } from '@portal/contracts';
import { ConfirmSummary } from '../../../components/confirm-summary';
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
    <ConfirmSummary
      intro="Check the booking, then submit it."
      rows={rows}
      note={<HoldTimer remaining={context.remaining} />}
      submitLabel="Book"
      error={error ? BOOKING_MESSAGES.failed : null}
      errorDetail={error?.message ?? null}
      submitting={submitting}
      onBack={onBack}
      onSubmit={onSubmit}
    />
  );
}
