import { Modal, Stack, Stepper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const STEPS = ['Request', 'Confirm'] as const;

/**
 * The frame of the hold and cancellation dialogs: their two steps (REQUEST, CONFIRM) above the
 * step's body. While a request is being submitted it cannot be closed (Esc, the overlay and the
 * close button do nothing).
 */
export function RequestModal({
  title,
  opened,
  step,
  submitting,
  onClose,
  children,
}: {
  title: string;
  opened: boolean;
  /** 0: request, 1: confirm; null: no steps (loading, an empty state). */
  step: 0 | 1 | null;
  submitting: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!submitting) onClose();
      }}
      title={title}
      size="lg"
      centered
      closeOnEscape={!submitting}
      closeOnClickOutside={!submitting}
      closeButtonProps={{ 'aria-label': 'Close', disabled: submitting }}
    >
      <Stack gap="md">
        {step === null ? null : (
          <>
            <Stepper active={step} size="sm" aria-hidden>
              {STEPS.map((label) => (
                <Stepper.Step key={label} label={label} />
              ))}
            </Stepper>
            <Text fz="sm" c="dimmed" aria-live="polite">
              {`Step ${step + 1} of 2: ${STEPS[step]}`}
            </Text>
          </>
        )}
        {children}
      </Stack>
    </Modal>
  );
}
