import { Box, Chip, Group, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  formatLongDate,
  formatTime,
  PROPERTY_HISTORY_EMPTY_KIND_TEXT,
  PROPERTY_HISTORY_EMPTY_TEXT,
  PROPERTY_HISTORY_KINDS,
  PROPERTY_HISTORY_LOAD_ERROR,
  propertyHistoryKindLabels,
  propertyHistoryWho,
  totalPages,
  type TPropertyHistoryEntry,
  type TPropertyHistoryKind,
} from '@portal/contracts';
import {
  IconBell,
  IconCalendarEvent,
  IconClipboardSearch,
  IconFileDollar,
  IconFileText,
  IconHistory,
  IconKey,
  IconReceipt,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Paginator } from '../../../components/paginator';
import { getPageParam, getParams, withParams } from '../../../lib/search-params';
import { HISTORY_PAGE_SIZE, usePropertyHistory } from './get-property-history';

const KIND_ICONS: Record<TPropertyHistoryKind, Icon> = {
  tenancy: IconUsers,
  keys: IconKey,
  notices: IconBell,
  bookings: IconCalendarEvent,
  findings: IconClipboardSearch,
  quotes: IconFileDollar,
  invoices: IconReceipt,
  documents: IconFileText,
  other: IconHistory,
};

const isKind = (value: string): value is TPropertyHistoryKind =>
  (PROPERTY_HISTORY_KINDS as readonly string[]).includes(value);

function HistorySkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading the property's history">
      <Stack gap="lg">
        {Array.from({ length: 5 }, (_, i) => (
          <Group key={i} gap="md" wrap="nowrap" align="flex-start">
            <Skeleton height={28} circle />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={14} width="40%" />
              <Skeleton height={10} width="60%" />
              <Skeleton height={10} width="30%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    </Box>
  );
}

function HistoryItem({ entry }: { entry: TPropertyHistoryEntry }) {
  return (
    <>
      <Text c="dimmed" size="sm">
        {propertyHistoryWho(entry)}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        <time dateTime={entry.at}>
          {formatLongDate(entry.at)} at {formatTime(entry.at)}
        </time>
        {' · '}
        {propertyHistoryKindLabels[entry.kind]}
      </Text>
    </>
  );
}

/**
 * The property's History tab: one timeline of everything recorded about it, newest first, paged,
 * filtered by kind. The URL holds the kinds (`kind`, repeated) and the page.
 */
export function HistoryPage({ propertyId }: { propertyId: number }) {
  const [params, setParams] = useSearchParams();
  const kinds = getParams(params, 'kind').filter(isKind);
  const page = getPageParam(params);
  const history = usePropertyHistory({ propertyId, page, kinds });

  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setParams((current) => withParams(current, { page: next > 1 ? next : null }), options),
    [setParams],
  );
  const data = history.isPlaceholderData ? undefined : history.data;
  const pages = data ? totalPages(data.total, HISTORY_PAGE_SIZE) : undefined;
  const pastTheEnd = pages !== undefined && page > pages;
  useEffect(() => {
    if (pastTheEnd && pages !== undefined) setPage(pages, { replace: true });
  }, [pastTheEnd, pages, setPage]);

  let body;
  if (history.isError && !history.data) {
    body = (
      <LoadError
        title={PROPERTY_HISTORY_LOAD_ERROR}
        error={history.error}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  } else if (!history.data || pastTheEnd) {
    body = <HistorySkeleton />;
  } else if (history.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<IconHistory size={28} stroke={1.5} aria-hidden />}
        title={kinds.length ? PROPERTY_HISTORY_EMPTY_KIND_TEXT : PROPERTY_HISTORY_EMPTY_TEXT}
      />
    );
  } else {
    const { items, total } = history.data;
    body = (
      <Stack gap="lg">
        <Box
          aria-busy={history.isPlaceholderData}
          style={history.isPlaceholderData ? { opacity: 0.6 } : undefined}
        >
          <Timeline
            bulletSize={28}
            lineWidth={2}
            active={-1}
            role="list"
            aria-label="What happened"
          >
            {items.map((entry) => {
              const KindIcon = KIND_ICONS[entry.kind];
              return (
                <Timeline.Item
                  key={entry.id}
                  bullet={<KindIcon size={16} aria-hidden />}
                  title={entry.label}
                  role="listitem"
                >
                  <HistoryItem entry={entry} />
                </Timeline.Item>
              );
            })}
          </Timeline>
        </Box>
        <Group justify="center">
          <Paginator
            page={page}
            totalPages={totalPages(total, HISTORY_PAGE_SIZE)}
            onChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0 });
            }}
            label="History pages"
          />
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        History
      </Title>
      <Chip.Group
        multiple
        value={kinds}
        onChange={(next) =>
          setParams((current) =>
            withParams(current, {
              kind: PROPERTY_HISTORY_KINDS.filter((k) => next.includes(k)),
              page: null,
            }),
          )
        }
      >
        <Group gap="xs" role="group" aria-label="Show only">
          {PROPERTY_HISTORY_KINDS.map((kind) => (
            <Chip key={kind} value={kind} size="sm" variant="outline">
              {propertyHistoryKindLabels[kind]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {body}
    </Stack>
  );
}
