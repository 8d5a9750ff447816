import { Button, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { BOOKING_MESSAGES, formatLongDate, serviceLabels } from '@portal/contracts';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { showSuccessToast } from '../../../components/toast';
import { holdBookingTime, useBook } from './api/booking';
import {
  bookingMachine,
  bookingRequest,
  type BookingContext,
  type TChosenTime,
} from './booking-machine';

import { TimeStep, timeRange } from './booking-time-step';
import { ContactsStep } from './booking-contacts-step';
import { ConfirmStep } from './booking-confirm-step';

const STEPS = ['Booking time', 'Contacts', 'Confirmation'] as const;
const TITLE = 'Book on behalf of tenant';

function BookingDialogBody({ propertyId, onClose }: { propertyId: number; onClose: () => void }) {
  const book = useBook();
  const [state, send] = useMachine(
    bookingMachine.provide({
      actors: {
        hold: fromPromise(({ input }: { input: TChosenTime }) =>
          holdBookingTime(propertyId, input),
        ),
        submit: fromPromise(({ input }: { input: BookingContext }) =>
          book.mutateAsync(bookingRequest(propertyId, input)),
        ),
      },
    }),
  );
  const { context } = state;
  const submitting = state.matches({ booking: { step: 'submitting' } });
  const expired = state.matches('expired');

  useEffect(() => {
    if (state.matches('cancelled')) onClose();
    if (!state.matches('done') || !context.result) return;
    const { result } = context;
    showSuccessToast(
      BOOKING_MESSAGES.submitted,
      `${result.services.map((code) => serviceLabels[code]).join(', ')} on ` +
        `${formatLongDate(result.date)}, ${timeRange(result.date, result.startTime, result.endTime)}`,
    );
    onClose();
  }, [state, context, onClose]);

  const step = state.matches({ booking: { step: 'time' } })
    ? 0
    : state.matches({ booking: { step: 'contacts' } })
      ? 1
      : 2;
  return (
    <Modal
      opened
      onClose={() => {
        if (!submitting) onClose();
      }}
      title={expired ? BOOKING_MESSAGES.expiredTitle : TITLE}
      size="lg"
      centered
      closeOnEscape={!submitting}
      closeOnClickOutside={!submitting}
      closeButtonProps={{ 'aria-label': 'Close', disabled: submitting }}
    >
      {expired ? (
        <Stack gap="md">
          <Text fz="sm">{BOOKING_MESSAGES.expired}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => send({ type: 'CANCEL' })}>
              Cancel
            </Button>
            <Button onClick={() => send({ type: 'CONTINUE' })} data-autofocus>
              Continue
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Stepper active={step} size="sm" aria-hidden>
            {STEPS.map((label) => (
              <Stepper.Step key={label} label={label} />
            ))}
          </Stepper>
          <Text fz="sm" c="dimmed" aria-live="polite">
            {`Step ${step + 1} of 3: ${STEPS[step]}`}
          </Text>
          {step === 0 ? (
            <TimeStep
              propertyId={propertyId}
              context={context}
              holding={state.matches({ booking: { step: { time: 'holding' } } })}
              onServices={(services) => send({ type: 'SERVICES', services })}
              onChoose={(time) => send({ type: 'CHOOSE', time })}
              onNext={() => send({ type: 'NEXT' })}
              onCancel={onClose}
            />
          ) : step === 1 ? (
            <ContactsStep
              propertyId={propertyId}
              context={context}
              onNext={(contacts) => send({ type: 'CONTACTS', contacts })}
              onBack={() => send({ type: 'BACK' })}
            />
          ) : (
            <ConfirmStep
              context={context}
              submitting={submitting}
              onBack={() => send({ type: 'BACK' })}
              onSubmit={() => send({ type: 'SUBMIT' })}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The 'Book on behalf of tenant' dialog (spec 2 §2, §4, §5): the services and a booking time
 * (held for the user for 5 minutes, the time left shown as mm:ss), the contacts, then the booking
 * to confirm, with Back on each step. When the hold runs out the dialog says so (Cancel /
 * Continue) and the time must be chosen again. It cannot be closed while the booking is being
 * submitted.
 */
export function BookingDialog({
  propertyId,
  opened,
  onClose,
}: {
  propertyId: number;
  opened: boolean;
  onClose: () => void;
}) {
  return opened ? <BookingDialogBody propertyId={propertyId} onClose={onClose} /> : null;
}
