import { Box, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { SKELETON_ROWS } from '@portal/contracts';

export interface ListSkeletonProps {
  /** Placeholder rows; the spec's 10 by default. */
  rows?: number;
  /** 'table' above the sidebar breakpoint, 'cards' below it. */
  variant?: 'table' | 'cards';
  /** Cells per table row. */
  columns?: number;
  /**
   * Lines of text per table cell (an address and its suburb: 2), so the placeholder rows are as
   * tall as the loaded ones and what is below them does not move when the list arrives.
   */
  lines?: number;
  /** What screen readers hear while the list loads. */
  label?: string;
}

// Varied widths read as text rather than as a grid of identical bars.
const CELL_WIDTHS = ['85%', '60%', '70%', '45%', '55%', '75%'];

function Cell({ width, lines }: { width: string | undefined; lines: number }) {
  if (lines <= 1) return <Skeleton height={12} width={width} />;
  return (
    <Stack gap={6}>
      <Skeleton height={12} width={width} />
      {Array.from({ length: lines - 1 }, (_, line) => (
        <Skeleton key={line} height={10} width="50%" />
      ))}
    </Stack>
  );
}

function TableRows({ rows, columns, lines }: { rows: number; columns: number; lines: number }) {
  const cells = Array.from(
    { length: columns },
    (_, index) => CELL_WIDTHS[index % CELL_WIDTHS.length],
  );
  return (
    <Stack gap={0}>
      <Group gap="md" wrap="nowrap" py="sm" grow>
        {cells.map((_, index) => (
          <Skeleton key={index} height={10} width="40%" />
        ))}
      </Group>
      {Array.from({ length: rows }, (_, row) => (
        <Group
          key={row}
          data-skeleton-row
          gap="md"
          wrap="nowrap"
          py="md"
          grow
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          {cells.map((width, index) => (
            <Cell key={index} width={width} lines={lines} />
          ))}
        </Group>
      ))}
    </Stack>
  );
}

function CardRows({ rows }: { rows: number }) {
  return (
    <Stack gap="sm">
      {Array.from({ length: rows }, (_, row) => (
        <Paper key={row} data-skeleton-row withBorder p="md">
          <Stack gap="xs">
            <Skeleton height={14} width="70%" />
            <Skeleton height={10} width="45%" />
            <Skeleton height={10} width="55%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** Placeholder rows while a list loads, announced once as busy. */
export function ListSkeleton({
  rows = SKELETON_ROWS,
  variant = 'table',
  columns = 4,
  lines = 1,
  label = 'Loading',
}: ListSkeletonProps) {
  const count = Math.max(0, Math.floor(rows));
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      {variant === 'cards' ? (
        <CardRows rows={count} />
      ) : (
        <TableRows rows={count} columns={Math.max(1, columns)} lines={lines} />
      )}
    </Box>
  );
}
