import { Box, Pagination } from '@mantine/core';
import { useScreenMatches } from '../lib/screen-matches';
import { clampPage, PAGINATOR_WIDTH } from '@portal/contracts';

// First and last page plus the current page with this many neighbours each side.
const BOUNDARIES = 1;
const SIBLINGS = Math.max(0, (PAGINATOR_WIDTH - 2 * BOUNDARIES - 1) / 2);

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export interface PaginatorProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark when a page holds more than one list. */
  label?: string;
}

/**
 * The spec's paginator: five page buttons (first, last and the current page with one sibling
 * each side), ellipses between, shown only when there is more than one page.
 */
export function Paginator({ page, totalPages, onChange, label = 'Pagination' }: PaginatorProps) {
  // Smaller buttons keep nine controls on one line at 360 px.
  const size = useScreenMatches({ base: 'sm', xs: 'md' });
  const total = Number.isFinite(totalPages) ? Math.floor(totalPages) : 0;
  if (total <= 1) return null;
  const value = clampPage(page, total);
  return (
    <Box component="nav" aria-label={label}>
      <Pagination
        total={total}
        value={value}
        onChange={(next) => onChange(clampPage(next, total))}
        boundaries={BOUNDARIES}
        siblings={SIBLINGS}
        size={size}
        gap={6}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      />
    </Box>
  );
}
