import { Anchor, Button, Group, Paper, Popover, SimpleGrid, Stack, Text } from '@mantine/core';
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

function StatCard({ label, value, extra }: { label: string; value: number; extra?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label}>
      <Stack gap={4}>
        <Text fz="sm" c="dimmed">
          {label}
        </Text>
        <Group justify="space-between" align="flex-end" gap="xs">
          <Text fz={28} fw={700} lh={1.1}>
            {formatNumber(value)}
          </Text>
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

/** Integrated agencies' portfolio figures. */
export function StatCards({
  stats,
  providerName,
}: {
  stats: TDashboardStats;
  providerName: string;
}) {
  const portfolio = stats.portfolioStats;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <StatCard label="Total properties under management" value={portfolio.TOTAL_PORTFOLIO} />
      <StatCard
        label={`Properties on service with ${providerName}`}
        value={portfolio.MANAGED_BY_DI}
        extra={<ServicesBreakdown breakdown={portfolio.SERVICES_BREAKDOWN} />}
      />
      <StatCard label="New properties under management" value={portfolio.NEW_MANAGEMENT} />
    </SimpleGrid>
  );
}
