import { Box, Button, Group, Stack, type MantineBreakpoint } from '@mantine/core';
import { useScreenMatches } from '../lib/screen-matches';
import { emptyListText, NO_MATCHING_PROPERTIES_TEXT, totalPages } from '@portal/contracts';
import { IconFilterOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Deferred } from './deferred';
import { ListSkeleton } from './list-skeleton';
import { LoadError } from './load-error';
import { Paginator } from './paginator';
import classes from './paged-list.module.css';

export interface PagedListProps<T> {
  /** The page's query; placeholder data (the previous page) shows dimmed while the next loads. */
  list: UseQueryResult<{ items: T[]; total: number }> & { isPlaceholderData: boolean };
  page: number;
  pageSize: number;
  /** Changes the URL's page; `replace` when correcting a page past the end. */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** 'Your portfolio could not be loaded'. */
  errorTitle: string;
  /** 'Loading properties', read by screen readers while the placeholders show. */
  loadingLabel: string;
  /** The table's columns and lines per row, for its placeholders. */
  skeleton: { columns: number; lines?: number };
  /** 'properties', for 'No properties found'. */
  plural: string;
  /** Whether a search or a filter is applied: the empty state then offers to clear them. */
  filtered: boolean;
  onClearFilters: () => void;
  /** The pagination's accessible name. */
  pagesLabel: string;
  /** The rows as a table, from `tableFrom` up. */
  table: (items: T[]) => ReactNode;
  /** The rows as cards, below `tableFrom`. */
  cards: (items: T[]) => ReactNode;
  /** The cards' sort menu (the table sorts by its headers). */
  sortMenu?: ReactNode;
  tableFrom?: MantineBreakpoint;
}

/**
 * The body of a paged list of properties: the load error with a retry, the placeholders, the
 * empty state (with 'Clear all filters' when filtered), or the rows and their pages. A page past
 * the end (a bookmark of a list that has since shrunk) becomes the last page.
 */
export function PagedList<T>({
  list,
  page,
  pageSize,
  setPage,
  errorTitle,
  loadingLabel,
  skeleton,
  plural,
  filtered,
  onClearFilters,
  pagesLabel,
  table,
  cards,
  sortMenu,
  tableFrom = 'lg',
}: PagedListProps<T>) {
  // Only the layout the screen shows is drawn: both, one hidden by CSS, would double the work of
  // the list's first render (the table's 20 rows cost a phone a few hundred milliseconds). The
  // media query is read at once: the default (in an effect) would draw the cards first.
  const asTable = useScreenMatches(
    { base: false, [tableFrom]: true },
    { getInitialValueInEffect: false },
  );
  const data = list.isPlaceholderData ? undefined : list.data;
  const pages = data ? totalPages(data.total, pageSize) : undefined;
  const pastTheEnd = pages !== undefined && page > pages;
  useEffect(() => {
    if (pastTheEnd && pages !== undefined) setPage(pages, { replace: true });
  }, [pastTheEnd, pages, setPage]);

  if (list.isError && !list.data) {
    return (
      <LoadError
        title={errorTitle}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const placeholders = asTable ? (
    <ListSkeleton variant="table" {...skeleton} label={loadingLabel} />
  ) : (
    <ListSkeleton variant="cards" label={loadingLabel} />
  );
  if (!list.data || pastTheEnd) return placeholders;
  const { items, total } = list.data;
  if (items.length === 0) {
    return (
      <EmptyState
        title={emptyListText(plural)}
        description={filtered ? NO_MATCHING_PROPERTIES_TEXT : null}
        actions={
          filtered ? (
            <Button
              variant="default"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={onClearFilters}
            >
              Clear all filters
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    // The rows' first drawing is a transition and a commit of its own, after the page around them
    // has painted (the placeholders until then): on a phone, 20 rows in the same task as the
    // answer's arrival held the main thread for one long task. Later pages draw at once.
    <Deferred fallback={placeholders}>
      <Stack gap="md">
        <Box
          aria-busy={list.isPlaceholderData}
          className={list.isPlaceholderData ? classes.busy : undefined}
        >
          {asTable ? (
            table(items)
          ) : (
            <>
              {sortMenu ? <Box mb="sm">{sortMenu}</Box> : null}
              {cards(items)}
            </>
          )}
        </Box>
        <Group justify="center">
          <Paginator
            page={page}
            totalPages={totalPages(total, pageSize)}
            onChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0 });
            }}
            label={pagesLabel}
          />
        </Group>
      </Stack>
    </Deferred>
  );
}
