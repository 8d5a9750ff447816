import { Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './details-list.module.css';

export interface DetailsItem {
  label: string;
  /** Empty values read 'Not provided'. */
  value: ReactNode;
}

/** Label and value pairs as a description list: two columns from sm, stacked on phones. */
export function DetailsList({ items }: { items: readonly DetailsItem[] }) {
  return (
    <dl className={classes.list}>
      {items.map((item) => (
        <div key={item.label} className={classes.row}>
          <Text component="dt" fz="sm" c="dimmed" className={classes.term}>
            {item.label}
          </Text>
          <Text component="dd" fz="sm" className={classes.value}>
            {item.value === null || item.value === undefined || item.value === '' ? (
              <Text component="span" fz="sm" c="dimmed">
                Not provided
              </Text>
            ) : (
              item.value
            )}
          </Text>
        </div>
      ))}
    </dl>
  );
}

/** Placeholder rows while a details list loads. */
export function DetailsListSkeleton({ rows = 6, label }: { rows?: number; label: string }) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} gap="md" wrap="nowrap" data-skeleton-row>
          <Skeleton height={12} width="9rem" />
          <Skeleton height={12} width={index % 2 ? '40%' : '55%'} />
        </Group>
      ))}
    </Stack>
  );
}
