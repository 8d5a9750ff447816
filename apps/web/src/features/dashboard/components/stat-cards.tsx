import {
  Anchor,
  Button,
  Group,
  Paper,
  Popover,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import {
  formatNumber,
  serviceLabels,
  SERVICE_CODES,
  type TDashboardStats,
} from '@portal/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';

// The figure's line: 28 px text at a line height of 1.1; its placeholder keeps that height.
const FIGURE_SIZE = 28;
const FIGURE_LINE_HEIGHT = 1.1;

/** A card's figure, or a placeholder of the same height while the figures load. */
function Figure({ value }: { value: number | undefined }) {
  if (value === undefined) {
    return <Skeleton h={FIGURE_SIZE * FIGURE_LINE_HEIGHT} w={96} radius="sm" />;
  }
  return (
    <Text fz={FIGURE_SIZE} fw={700} lh={FIGURE_LINE_HEIGHT}>
      {formatNumber(value)}
    </Text>
  );
}

function StatCard({
  label,
  value,
  extra,
}: {
  label: string;
  value: number | undefined;
  extra?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label}>
      <Stack gap={4}>
        <Text fz="sm" c="dimmed">
          {label}
        </Text>
        <Group justify="space-between" align="flex-end" gap="xs">
          <Figure value={value} />
          {extra}
        </Group>
      </Stack>
    </Paper>
  );
}

function ServicesBreakdown({
  breakdown,
}: {
  breakdown: TDashboardStats['portfolioStats']['SERVICES_BREAKDOWN'];
}) {
  return (
    <Popover position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          By service
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack
          component="ul"
          gap={6}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Properties by service"
        >
          {SERVICE_CODES.map((code) => (
            <Group component="li" key={code} justify="space-between" gap="lg">
              <Anchor component={Link} to={appPaths.portfolio({ service: code })} fz="sm">
                {serviceLabels[code]}
              </Anchor>
              <Text fz="sm" fw={600}>
                {formatNumber(breakdown[code] ?? 0)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Integrated agencies' portfolio figures; placeholders of the same size while `stats` load. */
export function StatCards({
  stats,
  providerName,
}: {
  stats: TDashboardStats | undefined;
  providerName: string;
}) {
  const portfolio = stats?.portfolioStats;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <StatCard label="Total properties under management" value={portfolio?.TOTAL_PORTFOLIO} />
      <StatCard
        label={`Properties on service with ${providerName}`}
        value={portfolio?.MANAGED_BY_DI}
        extra={
          portfolio ? <ServicesBreakdown breakdown={portfolio.SERVICES_BREAKDOWN} /> : undefined
        }
      />
      <StatCard label="New properties under management" value={portfolio?.NEW_MANAGEMENT} />
    </SimpleGrid>
  );
}
