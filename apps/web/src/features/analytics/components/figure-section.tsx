import { Box, Card, Group, ScrollArea, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import {
  analyticsTableLabels,
  formatNumber,
  formatPercent,
  type TAnalyticsTable,
} from '@portal/contracts';
import { lazy, Suspense, type ReactNode } from 'react';
import { Deferred } from '../../../components/deferred';
import { EmptyState } from '../../../components/empty-state';
import { ExportButton } from '../../../components/export-button';
import type { DownloadedFile } from '../../../lib/api-client';
import type { AnalyticsChartProps } from './analytics-charts';

const AnalyticsLineChart = lazy(() =>
  import('./analytics-charts').then((module) => ({ default: module.AnalyticsLineChart })),
);
const AnalyticsBarChart = lazy(() =>
  import('./analytics-charts').then((module) => ({ default: module.AnalyticsBarChart })),
);

interface FigureColumn<T> {
  header: string;
  value: (row: T) => ReactNode;
  numeric?: boolean;
}

/** A count in a table cell. */
export const countCell = (value: number) => formatNumber(value);
/** A rate in a table cell: the share of `part` in `whole` to one decimal ('' when none count). */
export const rateOf = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
export const rateCell = (part: number, whole: number) => formatPercent(rateOf(part, whole));

export interface FigureSectionProps<T> {
  table: TAnalyticsTable;
  /** What the figures count, in a sentence. */
  description: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly FigureColumn<T>[];
  chart: AnalyticsChartProps & { kind: 'line' | 'bar' };
  onExport: (fileName: string) => Promise<DownloadedFile>;
}

/**
 * One figure of the corporate dashboard: its title, what it counts, its chart (loaded after the
 * page draws) and its table, the chart's text alternative, with the table's export.
 */
export function FigureSection<T>({
  table,
  description,
  rows,
  rowKey,
  columns,
  chart,
  onExport,
}: FigureSectionProps<T>) {
  const title = analyticsTableLabels[table];
  const headingId = `analytics-${table}`;
  const { kind, ...chartProps } = chart;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4} style={{ flex: '1 1 16rem' }}>
            <Title order={2} fz="h4" id={headingId}>
              {title}
            </Title>
            <Text fz="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          <Box style={{ flexShrink: 0 }}>
            <ExportButton
              onExport={onExport}
              defaultFileName={title}
              title={`Export ${title.toLowerCase()}`}
              label={`Export ${title.toLowerCase()}`}
              disabled={rows.length === 0}
            />
          </Box>
        </Group>
        {rows.length === 0 ? (
          <EmptyState title="No services found" />
        ) : (
          <>
            <Box aria-hidden>
              {/* The charts are drawn one at a time, after the page has painted: drawn together,
                  the six (and their library's own renders) held a phone's main thread for over a
                  second in a few long tasks. */}
              <Suspense fallback={<Skeleton h={260} />}>
                {/* Inside the boundary: a chart's drawing, a transition, waits for the charting
                    code, and the next chart waits for it. */}
                <Deferred fallback={<Skeleton h={260} />}>
                  {kind === 'line' ? (
                    <AnalyticsLineChart {...chartProps} />
                  ) : (
                    <AnalyticsBarChart {...chartProps} />
                  )}
                </Deferred>
              </Suspense>
            </Box>
            {/* A long table scrolls; its viewport takes focus so a keyboard scrolls it too. */}
            <ScrollArea.Autosize
              mah={360}
              type="auto"
              offsetScrollbars="y"
              viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `${title} table` }}
            >
              <Table striped stickyHeader fz="sm" miw={360}>
                <Table.Caption>{title}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th
                        key={column.header}
                        scope="col"
                        ta={column.numeric ? 'right' : undefined}
                      >
                        {column.header}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={rowKey(row)}>
                      {columns.map((column, i) =>
                        i === 0 ? (
                          <Table.Th key={column.header} scope="row" fw={500}>
                            {column.value(row)}
                          </Table.Th>
                        ) : (
                          <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                            {column.value(row)}
                          </Table.Td>
                        ),
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </>
        )}
      </Stack>
    </Card>
  );
}
