import { Group, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  ANALYTICS_APPROACHING_DAYS,
  ANALYTICS_PERIODS,
  analyticsReasonLabels,
  formatDate,
  formatTime,
  formatNumber,
  serviceLabels,
  SERVICES_IN_DISPLAY_ORDER,
  type TAnalytics,
  type TAnalyticsManagerRow,
  type TAnalyticsPeriod,
  type TAnalyticsRegionRow,
  type TAnalyticsServiceRow,
  type TAnalyticsTable,
} from '@portal/contracts';
import { LoadError } from '../../../components/load-error';
import { PropertyManagerFilter } from '../../../components/property-manager-filter';
import { usePropertyManagers } from '../../../lib/property-managers';
import { exportAnalyticsTable, useAnalytics } from '../api/get-analytics';
import type { AnalyticsFilters } from '../api/keys';
import { useAnalyticsFilters } from '../hooks/use-analytics-filters';
import { countCell, FigureSection, rateCell, rateOf } from './figure-section';
import { SavedViewsMenu } from '../../saved-views';

/** At most this many managers and regions in a chart (the table lists them all). */
const CHART_ROWS = 10;
const RATE = { name: 'rate', label: 'Compliance rate', color: 'teal.6' };

const rated = <T extends { services: number; compliant: number }>(first: {
  header: string;
  value: (row: T) => string;
}) => [
  first,
  { header: 'Services', value: (row: T) => countCell(row.services), numeric: true },
  { header: 'Compliant services', value: (row: T) => countCell(row.compliant), numeric: true },
  {
    header: 'Compliance rate',
    value: (row: T) => rateCell(row.compliant, row.services),
    numeric: true,
  },
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Jul 2024' for '2024-07'. */
const monthLabel = (month: string) =>
  `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;

const withRate = <T extends { services: number; compliant: number }>(row: T) =>
  rateOf(row.compliant, row.services) ?? 0;

function Controls({
  filters,
  change,
  figures,
}: {
  filters: AnalyticsFilters;
  change: (update: Partial<AnalyticsFilters>) => void;
  figures: TAnalytics | undefined;
}) {
  const managers = usePropertyManagers();
  const regions = [
    ...new Set([
      ...(figures?.byRegion.map((row) => row.suburb) ?? []),
      ...(filters.region ? [filters.region] : []),
    ]),
  ].sort();
  return (
    <Group align="flex-end" gap="md">
      <PropertyManagerFilter
        value={filters.propertyManagerId}
        onChange={(propertyManagerId) => change({ propertyManagerId })}
        managers={managers.data}
        loading={managers.isPending}
      />
      <Select
        label="Service"
        placeholder="All services"
        data={SERVICES_IN_DISPLAY_ORDER.map((service) => ({
          value: service.code,
          label: service.label,
        }))}
        value={filters.service}
        onChange={(service) => change({ service: service })}
        clearable
        w={{ base: '100%', sm: 220 }}
      />
      <Select
        label="Region"
        placeholder="All suburbs"
        data={regions}
        value={filters.region}
        onChange={(region) => change({ region })}
        clearable
        searchable
        nothingFoundMessage="No suburbs found"
        w={{ base: '100%', sm: 220 }}
      />
      <Stack gap={4}>
        <Text component="span" fz="sm" fw={500} id="analytics-period">
          Period
        </Text>
        <SegmentedControl
          aria-labelledby="analytics-period"
          value={String(filters.period)}
          onChange={(period) => change({ period: Number(period) as TAnalyticsPeriod })}
          data={ANALYTICS_PERIODS.map((months) => ({
            value: String(months),
            label: `${months} months`,
          }))}
        />
      </Stack>
      <SavedViewsMenu list="analytics" />
    </Group>
  );
}

/** The page's body: the filters, then each figure with its chart, table and export. */
export function AnalyticsDashboard() {
  const { filters, change } = useAnalyticsFilters();
  const query = useAnalytics(filters);
  const figures = query.data;
  const onExport = (table: TAnalyticsTable) => (fileName: string) =>
    exportAnalyticsTable(filters, table, fileName);

  let body;
  if (query.isError && !figures) {
    body = (
      <LoadError
        title="The analytics could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!figures) {
    body = (
      <Stack gap="lg" aria-busy aria-label="Loading analytics">
        <Skeleton h={80} />
        <Skeleton h={320} />
        <Skeleton h={320} />
      </Stack>
    );
  } else {
    const today = figures.trend.at(-1);
    const services = figures.byService.reduce((n, row) => n + row.services, 0);
    const compliant = figures.byService.reduce((n, row) => n + row.compliant, 0);
    body = (
      <Stack gap="lg" aria-busy={query.isFetching}>
        <Text fz="lg" data-testid="analytics-headline">
          {services === 0
            ? 'No services found'
            : `${rateCell(compliant, services)} of ${formatNumber(services)} services on service are compliant today (${formatNumber(compliant)} compliant), as of ${formatDate(figures.asOf)} (counted at ${formatTime(figures.computedAt)}).`}
        </Text>
        <FigureSection
          table="trend"
          description={`Services on service on the last day of each month (today for ${today ? monthLabel(today.month) : 'this month'}). On record: serviced on or before that day, or never serviced; earlier visits are not kept, so a service before its last service date is not on record that month. The rate is the compliant share (within the service's due date) of those on record.`}
          rows={figures.trend}
          rowKey={(row) => row.month}
          columns={[
            { header: 'Month', value: (row) => monthLabel(row.month) },
            { header: 'Counted on', value: (row) => formatDate(row.day) },
            { header: 'Services', value: (row) => countCell(row.services), numeric: true },
            {
              header: 'Services on record',
              value: (row) => countCell(row.recorded),
              numeric: true,
            },
            {
              header: 'Compliant services',
              value: (row) => countCell(row.compliant),
              numeric: true,
            },
            {
              header: 'Compliance rate',
              value: (row) => rateCell(row.compliant, row.recorded),
              numeric: true,
            },
          ]}
          chart={{
            kind: 'line',
            dataKey: 'month',
            percent: true,
            series: [RATE],
            // The rate the table shows: compliant of those on record.
            data: figures.trend.map((row) => ({
              month: monthLabel(row.month),
              rate: rateOf(row.compliant, row.recorded) ?? 0,
            })),
          }}
          onExport={onExport('trend')}
        />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <FigureSection
            table="services"
            description="Services on service today by service, and the share compliant (within their due date)."
            rows={figures.byService}
            rowKey={(row) => row.service}
            columns={rated<TAnalyticsServiceRow>({
              header: 'Service',
              value: (row) => serviceLabels[row.service],
            })}
            chart={{
              kind: 'bar',
              dataKey: 'service',
              percent: true,
              series: [RATE],
              data: figures.byService.map((row) => ({
                service: serviceLabels[row.service],
                rate: withRate(row),
              })),
            }}
            onExport={onExport('services')}
          />
          <FigureSection
            table="due"
            description={`Services on service today past their due date (overdue), and due within ${ANALYTICS_APPROACHING_DAYS} days (approaching).`}
            rows={figures.byService}
            rowKey={(row) => row.service}
            columns={[
              { header: 'Service', value: (row) => serviceLabels[row.service] },
              { header: 'Overdue services', value: (row) => countCell(row.overdue), numeric: true },
              {
                header: 'Approaching services',
                value: (row) => countCell(row.approaching),
                numeric: true,
              },
            ]}
            chart={{
              kind: 'bar',
              dataKey: 'service',
              stacked: true,
              series: [
                { name: 'overdue', label: 'Overdue', color: 'red.6' },
                { name: 'approaching', label: 'Approaching', color: 'yellow.6' },
              ],
              data: figures.byService.map((row) => ({
                service: serviceLabels[row.service],
                overdue: row.overdue,
                approaching: row.approaching,
              })),
            }}
            onExport={onExport('due')}
          />
          <FigureSection
            table="managers"
            description={`Services on service today by the property manager of their property, and the share compliant (the chart shows the ${CHART_ROWS} with most services).`}
            rows={figures.byManager}
            rowKey={(row) => String(row.propertyManagerId)}
            columns={rated<TAnalyticsManagerRow>({
              header: 'Property manager',
              value: (row) => row.name,
            })}
            chart={{
              kind: 'bar',
              dataKey: 'name',
              percent: true,
              series: [RATE],
              data: figures.byManager
                .slice(0, CHART_ROWS)
                .map((row) => ({ name: row.name, rate: withRate(row) })),
            }}
            onExport={onExport('managers')}
          />
          <FigureSection
            table="regions"
            description={`Services on service today by the suburb of their property, and the share compliant (the chart shows the ${CHART_ROWS} with most services).`}
            rows={figures.byRegion}
            rowKey={(row) => `${row.suburb}-${row.stateCode}`}
            columns={rated<TAnalyticsRegionRow>({
              header: 'Suburb',
              value: (row) => `${row.suburb} ${row.stateCode}`,
            })}
            chart={{
              kind: 'bar',
              dataKey: 'suburb',
              percent: true,
              series: [RATE],
              data: figures.byRegion
                .slice(0, CHART_ROWS)
                .map((row) => ({ suburb: row.suburb, rate: withRate(row) })),
            }}
            onExport={onExport('regions')}
          />
        </SimpleGrid>
        <FigureSection
          table="reasons"
          description="Services on service today that are not compliant, by why: an open access issue first, then a missing last service date, then what the service waits on; otherwise overdue."
          rows={figures.reasons}
          rowKey={(row) => row.reason}
          columns={[
            { header: 'Reason', value: (row) => analyticsReasonLabels[row.reason] },
            {
              header: 'Non-compliant services',
              value: (row) => countCell(row.services),
              numeric: true,
            },
          ]}
          chart={{
            kind: 'bar',
            dataKey: 'reason',
            series: [{ name: 'services', label: 'Non-compliant services', color: 'red.6' }],
            data: figures.reasons.map((row) => ({
              reason: analyticsReasonLabels[row.reason],
              services: row.services,
            })),
          }}
          onExport={onExport('reasons')}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Controls filters={filters} change={change} figures={figures} />
      {body}
    </Stack>
  );
}
