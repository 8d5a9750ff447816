import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Anchor, Box, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { formatNumber, formatPercent } from '@portal/contracts';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

export interface ChartSegment {
  name: string;
  value: number;
  color: string;
  /** Where a click on the segment (or its legend entry) goes. */
  to: string;
}

/** A share of `total` as a percentage (45.46, not 0.4546); 0 when there is nothing. */
export function shareOf(value: number, total: number): number {
  return total > 0 ? (value / total) * 100 : 0;
}

export interface PortfolioChartProps {
  label: string;
  segments: readonly ChartSegment[];
  emptyTitle: string;
}

/** A donut of the portfolio split, with a legend of links (percent to one decimal, counts). */
export function PortfolioChart({ label, segments, emptyTitle }: PortfolioChartProps) {
  const navigate = useNavigate();
  const total = segments.reduce((sum, segment) => sum + segment.value, 0);
  if (total === 0) return <EmptyState title={emptyTitle} />;

  return (
    <Group gap="xl" align="center" justify="center" wrap="wrap">
      <Box aria-hidden>
        <DonutChart
          data={segments.map(({ name, value, color }) => ({ name, value, color }))}
          size={180}
          thickness={26}
          chartLabel={formatNumber(total)}
          valueFormatter={(value) =>
            `${formatNumber(value)} (${formatPercent(shareOf(value, total))})`
          }
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
      </Box>
      <Stack
        component="ul"
        aria-label={label}
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        miw={240}
      >
        {segments.map((segment) => (
          <Group component="li" key={segment.name} justify="space-between" gap="lg" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <ColorSwatch
                color={`var(--mantine-color-${segment.color.replace('.', '-')})`}
                size={12}
                withShadow={false}
                aria-hidden
              />
              <Anchor component={Link} to={segment.to} fz="sm">
                {segment.name}
              </Anchor>
            </Group>
            <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatPercent(shareOf(segment.value, total))}{' '}
              <Text component="span" fz="sm" c="dimmed" fw={400}>
                ({formatNumber(segment.value)})
              </Text>
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
