import { Button, Group, Stack, Text } from '@mantine/core';
import { HOLD_CANCELLATION_MESSAGES } from '@portal/contracts';
import { AlertMessage } from '../../../components/alert-message';

/**
 * The confirm step of the hold and cancellation dialogs: what will be requested, the processing
 * time, Back and Submit; a refused submission shows the dialog's error with the server's reason.
 */
export function RequestSummary({
  rows,
  error,
  errorDetail,
  submitting,
  onBack,
  onSubmit,
}: {
  rows: readonly { label: string; value: string }[];
  error: string | null;
  errorDetail: string | null;
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
}) {
  return (
    <Stack gap="md">
      {error ? (
        <AlertMessage variant="error" title={error}>
          {errorDetail}
        </AlertMessage>
      ) : null}
      <Text fz="sm">Check the request, then submit it.</Text>
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
      <Text fz="sm" c="dimmed">
        {HOLD_CANCELLATION_MESSAGES.processing}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack} disabled={submitting}>
          Back
        </Button>
        <Button onClick={onSubmit} loading={submitting} data-autofocus>
          Submit request
        </Button>
      </Group>
    </Stack>
  );
}
