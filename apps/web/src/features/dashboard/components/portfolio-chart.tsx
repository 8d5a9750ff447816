import { Anchor, Box, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { figureText, formatNumber, formatPercent } from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useSeenOnce } from '../../../lib/use-seen-once';
import { DONUT_SIZE, DONUT_THICKNESS, shareOf, type ChartSegment } from './chart-segments';
import classes from './portfolio-chart.module.css';

// The charting library (about 85 kB sent) is loaded once the donut's box is in view, below the
// fold on a phone; its placeholder, an empty ring, has the donut's size.
const PortfolioDonut = lazy(() =>
  import('./portfolio-donut').then((module) => ({ default: module.PortfolioDonut })),
);

export interface PortfolioChartProps {
  label: string;
  segments: readonly ChartSegment[];
  /**
   * The properties the shares are of, and the list of all of them: the segments need not add up
   * to it (a property can be in several, or in none).
   */
  total: { value: number; words: string; to: string };
  /** Why the segments do not add up to the total, when they need not. */
  note: string;
  emptyTitle: string;
}

/**
 * A donut of the portfolio split, with a legend of links (percent of the total to one decimal,
 * counts), the total in its centre and below it as a link to every property counted.
 */
export function PortfolioChart(props: PortfolioChartProps) {
  if (props.total.value === 0) return <EmptyState title={props.emptyTitle} />;
  return <PortfolioSplit {...props} />;
}

function PortfolioSplit({ label, segments, total, note }: PortfolioChartProps) {
  const { ref: donutRef, seen: donutSeen } = useSeenOnce();
  const placeholder = (
    <div
      className={classes.placeholder}
      style={{ borderWidth: DONUT_THICKNESS }}
      data-testid="donut-placeholder"
    />
  );

  return (
    <Stack gap="sm">
      <Group gap="xl" align="center" justify="center" wrap="wrap">
        <Box ref={donutRef} aria-hidden w={DONUT_SIZE} h={DONUT_SIZE}>
          {donutSeen ? (
            <Suspense fallback={placeholder}>
              <PortfolioDonut segments={segments} total={total.value} />
            </Suspense>
          ) : (
            placeholder
          )}
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
                <Anchor
                  component={Link}
                  to={segment.to}
                  fz="sm"
                  aria-label={figureText(
                    { value: segment.value, counts: segment.words },
                    formatNumber,
                  )}
                  data-figure={segment.value}
                >
                  {segment.name}
                </Anchor>
              </Group>
              <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatPercent(shareOf(segment.value, total.value))}{' '}
                <Text component="span" fz="sm" c="dimmed" fw={400}>
                  ({formatNumber(segment.value)})
                </Text>
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
      <Text fz="xs" c="dimmed" ta="center">
        Shares of{' '}
        <Anchor component={Link} to={total.to} fz="xs" underline="always" data-figure={total.value}>
          {total.words}
        </Anchor>
        . {note}
      </Text>
    </Stack>
  );
}
