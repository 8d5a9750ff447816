import { Text } from '@mantine/core';
import { HOLD_CANCELLATION_MESSAGES } from '@portal/contracts';
import type { ComponentProps } from 'react';
import { ConfirmSummary } from '../../../components/confirm-summary';

/**
 * The confirm step of the hold and cancellation dialogs: what will be requested, the processing
 * time, Back and Submit; a refused submission shows the dialog's error with the server's reason.
 */
export function RequestSummary(
  props: Omit<ComponentProps<typeof ConfirmSummary>, 'intro' | 'note' | 'submitLabel'>,
) {
  return (
    <ConfirmSummary
      {...props}
      intro="Check the request, then submit it."
      note={
        <Text fz="sm" c="dimmed">
          {HOLD_CANCELLATION_MESSAGES.processing}
        </Text>
      }
      submitLabel="Submit request"
    />
  );
}
