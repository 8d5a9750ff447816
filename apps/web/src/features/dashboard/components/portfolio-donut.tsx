import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { formatNumber, formatPercent } from '@portal/contracts';
import { useNavigate } from 'react-router';
import { DONUT_SIZE, DONUT_THICKNESS, shareOf, type ChartSegment } from './chart-segments';

export interface PortfolioDonutProps {
  segments: readonly ChartSegment[];
  total: number;
}

/**
 * The donut of a portfolio split; a click on a segment opens its list. Its own module because
 * the charting library is most of the dashboard's code: the page loads it after drawing.
 */
export function PortfolioDonut({ segments, total }: PortfolioDonutProps) {
  const navigate = useNavigate();
  return (
    <DonutChart
      data={segments.map(({ name, value, color }) => ({ name, value, color }))}
      size={DONUT_SIZE}
      thickness={DONUT_THICKNESS}
      chartLabel={`${formatNumber(total)} properties`}
      valueFormatter={(value) => `${formatNumber(value)} (${formatPercent(shareOf(value, total))})`}
      // The legend's links are the accessible way in; the hidden chart must not take focus.
      pieChartProps={{ accessibilityLayer: false }}
      pieProps={{
        rootTabIndex: -1,
        cursor: 'pointer',
        onClick: (_data, index) => {
          const segment = segments[index];
          if (segment) void navigate(segment.to);
        },
      }}
    />
  );
}
