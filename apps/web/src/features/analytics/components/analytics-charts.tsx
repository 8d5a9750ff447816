import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { formatNumber, formatPercent } from '@portal/contracts';

// The corporate dashboard's charts: their own module because the charting library is most of
// the page's code, so the page loads it after drawing its figures and tables. Each chart's
// table is its text alternative; the charts are hidden from assistive technology.

const CHART_HEIGHT = 260;

interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

export interface AnalyticsChartProps {
  data: Record<string, string | number>[];
  /** The key of each point's label. */
  dataKey: string;
  series: ChartSeries[];
  /** Values are percentages (0 to 100) rather than counts. */
  percent?: boolean;
  /** Bars stacked (counts of one thing split by another). */
  stacked?: boolean;
}

const format = (percent: boolean) => (value: number) =>
  percent ? formatPercent(value) : formatNumber(value);

/** A line over time (the compliance rate by month). */
export function AnalyticsLineChart({
  data,
  dataKey,
  series,
  percent = false,
}: AnalyticsChartProps) {
  return (
    <LineChart
      h={CHART_HEIGHT}
      data={data}
      dataKey={dataKey}
      series={series}
      curveType="linear"
      valueFormatter={format(percent)}
      yAxisProps={percent ? { domain: [0, 100] } : undefined}
      withLegend={series.length > 1}
      lineChartProps={{ accessibilityLayer: false }}
    />
  );
}

/** Bars by category (services, managers, regions, reasons). */
export function AnalyticsBarChart({
  data,
  dataKey,
  series,
  percent = false,
  stacked = false,
}: AnalyticsChartProps) {
  return (
    <BarChart
      h={CHART_HEIGHT}
      data={data}
      dataKey={dataKey}
      series={series}
      type={stacked ? 'stacked' : 'default'}
      valueFormatter={format(percent)}
      yAxisProps={percent ? { domain: [0, 100] } : undefined}
      withLegend={series.length > 1}
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
