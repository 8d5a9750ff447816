import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** 'Label: value' in a row's details line. */
export function RowDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text fz="xs" c="dimmed" component="span">
      {label}:{' '}
      <Text component="span" fz="xs" c="var(--mantine-color-text)">
        {children}
      </Text>
    </Text>
  );
}

export interface BillingRowProps {
  /** Above the details, e.g. the property's address on the dashboard. */
  heading?: ReactNode;
  details: ReactNode;
  /** The document's own actions (download, forward, ...). */
  actions: ReactNode;
  /** At the top right, e.g. 'View property'. */
  aside?: ReactNode;
  /** Under the actions: upload progress, the last error, a detail panel. */
  footer?: ReactNode;
}

/** The layout of an invoice or quote row: what it is on the left, what to do with it below. */
export function BillingRow({ heading, details, actions, aside, footer }: BillingRowProps) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          {heading}
          <Group gap="md" style={{ rowGap: 2 }}>
            {details}
          </Group>
        </Stack>
        {aside}
      </Group>
      <Group gap="xs" wrap="wrap">
        {actions}
      </Group>
      {footer}
    </Stack>
  );
}
