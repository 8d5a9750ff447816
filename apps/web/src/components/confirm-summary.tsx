import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AlertMessage } from './alert-message';

/**
 * A dialog's confirm step: what will be sent as label and value pairs, a note under them, Back
 * and the submit button; a refused submission shows `error` as the title over `errorDetail`.
 */
export function ConfirmSummary({
  intro,
  rows,
  note,
  submitLabel,
  error,
  errorDetail,
  submitting,
  onBack,
  onSubmit,
}: {
  intro: string;
  rows: readonly { label: string; value: string }[];
  note: ReactNode;
  submitLabel: string;
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
      <Text fz="sm">{intro}</Text>
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
      {note}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack} disabled={submitting}>
          Back
        </Button>
        <Button onClick={onSubmit} loading={submitting} data-autofocus>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
