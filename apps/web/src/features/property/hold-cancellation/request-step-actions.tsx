import { Button, Group, Text } from '@mantine/core';
import { HOLD_CANCELLATION_MESSAGES } from '@portal/contracts';

/** The foot of the hold and cancellation request steps: the processing time, Cancel and Next. */
export function RequestStepActions({ onCancel }: { onCancel: () => void }) {
  return (
    <>
      <Text fz="sm" c="dimmed">
        {HOLD_CANCELLATION_MESSAGES.processing}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Next</Button>
      </Group>
    </>
  );
}
