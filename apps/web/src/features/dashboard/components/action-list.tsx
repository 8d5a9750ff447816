import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { DASHBOARD_BLOCK_PAGE_SIZE } from '@portal/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BulkSelection } from '../../../components/bulk/bulk-selection';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadError } from '../../../components/load-error';

interface ViewAllLink {
  label: string;
  to: string;
}

export interface ActionListProps<T> {
  intro: ReactNode;
  query: UseQueryResult<{ items: T[]; total: number }>;
  /** What failed, e.g. 'Overdue invoices could not be loaded'. */
  errorTitle: string;
  emptyTitle: string;
  emptyDescription?: string;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Given the loaded list, the 'View all …' link to show, if any. */
  viewAll?: (list: { items: T[]; total: number }) => ViewAllLink | null;
  /** Names the list for screen readers. */
  label: string;
  /** The most rows the list shows (its page size): as many placeholders while it loads. */
  rows?: number;
  /**
   * How many items the dashboard's figures count for this list, once they have loaded: the
   * placeholders are no more than that, and none (the empty state at once) for 0, so the block
   * keeps its height when the list arrives.
   */
  expected?: number;
  /** Selecting rows and acting on all of them at once (useBulkSelection over the same rows). */
  bulk?: BulkSelection<T>;
}

/** One tab of 'Urgent action required': intro, rows (skeleton, error, empty), 'View all' link. */
export function ActionList<T>({
  intro,
  query,
  errorTitle,
  emptyTitle,
  emptyDescription,
  itemKey,
  renderItem,
  viewAll,
  label,
  rows = DASHBOARD_BLOCK_PAGE_SIZE,
  expected,
  bulk,
}: ActionListProps<T>) {
  const selectable = bulk?.enabled === true;
  let body: ReactNode;
  if (query.isPending && expected === 0) {
    body = <EmptyState title={emptyTitle} description={emptyDescription} />;
  } else if (query.isPending) {
    const placeholders = expected === undefined ? rows : Math.min(rows, expected);
    body = (
      <ListSkeleton variant="cards" rows={placeholders} label={`Loading ${label.toLowerCase()}`} />
    );
  } else if (query.isError) {
    body = (
      <LoadError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.items.length === 0) {
    body = <EmptyState title={emptyTitle} description={emptyDescription} />;
  } else {
    const link = viewAll?.(query.data) ?? null;
    body = (
      <Stack gap="sm">
        {selectable ? bulk.selectAll({ label: true }) : null}
        <Stack component="ul" aria-label={label} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data.items.map((item) => (
            <Paper component="li" key={itemKey(item)} withBorder p="sm" radius="sm">
              {selectable ? (
                <Group gap="sm" align="flex-start" wrap="nowrap">
                  <Box pt={2}>{bulk.checkbox(item)}</Box>
                  <Box flex={1} miw={0}>
                    {renderItem(item)}
                  </Box>
                </Group>
              ) : (
                renderItem(item)
              )}
            </Paper>
          ))}
        </Stack>
        {link ? (
          <Group justify="flex-end">
            <Anchor component={Link} to={link.to} fz="sm" fw={500}>
              <Group gap={4} component="span">
                {link.label}
                <IconArrowRight size={14} aria-hidden />
              </Group>
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {intro}
      </Text>
      {bulk?.panel}
      {body}
    </Stack>
  );
}
