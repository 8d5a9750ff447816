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
  type DashboardFigure,
} from '@portal/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { figureHref, figureWords } from '../utils/figures';

// The figure's line: 28 px text at a line height of 1.1; its placeholder keeps that height.
const FIGURE_SIZE = 28;
const FIGURE_LINE_HEIGHT = 1.1;

/** A card's figure, or a placeholder of the same height while the figures load. */
function Figure({ value, unavailable }: { value: number | undefined; unavailable: boolean }) {
  if (value === undefined && unavailable) {
    // The figures failed to load: the card keeps its size (the error and Retry are below).
    return (
      <Text fz={FIGURE_SIZE} fw={700} lh={FIGURE_LINE_HEIGHT} c="dimmed" aria-label="Not available">
        –
      </Text>
    );
  }
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
  unavailable,
  caption,
  extra,
}: {
  label: string;
  value: number | undefined;
  unavailable: boolean;
  /** What the figure counts, beside what the other cards count. */
  caption?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label}>
      <Stack gap={4}>
        <Text fz="sm" c="dimmed">
          {label}
        </Text>
        <Group justify="space-between" align="flex-end" gap="xs">
          <Figure value={value} unavailable={unavailable} />
          {extra}
        </Group>
        <Text fz="xs" c="dimmed" mih={CAPTION_HEIGHT} data-testid="stat-caption">
          {value === undefined ? null : caption}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Two lines of caption, kept while the figures load so the cards do not grow. */
const CAPTION_HEIGHT = 36;

function ServicesBreakdown({ figures }: { figures: DashboardFigure[] }) {
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
        <Text fz="xs" c="dimmed" mb={6} maw={240}>
          Portfolio properties with each service active, whatever their enrolment
        </Text>
        <Stack
          component="ul"
          gap={6}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Properties by service"
        >
          {figures.map((figure, i) => (
            <Group component="li" key={figure.id} justify="space-between" gap="lg">
              <Anchor
                component={Link}
                to={figureHref(figure) ?? ''}
                fz="sm"
                aria-label={figureWords(figure)}
                data-figure={figure.value}
              >
                {serviceLabels[SERVICE_CODES[i]!]}
              </Anchor>
              <Text fz="sm" fw={600}>
                {formatNumber(figure.value)}
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
  figures,
  providerName,
  unavailable = false,
}: {
  /** The stats call's figures (statsFigures); undefined while they load or when they failed. */
  figures: Map<string, DashboardFigure> | undefined;
  providerName: string;
  /** The figures failed to load: each card keeps its size with a dash. */
  unavailable?: boolean;
}) {
  const get = (id: string) => figures?.get(id);
  const total = get('portfolioStats.TOTAL_PORTFOLIO');
  const portfolio = get('portfolioProperties.PORTFOLIO');
  const onService = get('portfolioStats.MANAGED_BY_DI');
  const newManagements = get('portfolioStats.NEW_MANAGEMENT');
  const services = SERVICE_CODES.map((code) => get(`portfolioStats.SERVICES_BREAKDOWN.${code}`));
  const others = total && portfolio ? total.value - portfolio.value : 0;
  const newHref = newManagements ? figureHref(newManagements) : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <StatCard
        unavailable={unavailable}
        label="Total properties under management"
        value={total?.value}
        caption={
          portfolio ? (
            <>
              <Anchor
                component={Link}
                to={figureHref(portfolio) ?? ''}
                fz="xs"
                underline="always"
                data-figure={portfolio.value}
              >
                {figureWords(portfolio)}
              </Anchor>
              {`, ${formatNumber(others)} with other service providers`}
            </>
          ) : null
        }
      />
      <StatCard
        unavailable={unavailable}
        label={`Properties on service with ${providerName}`}
        value={onService?.value}
        caption={
          portfolio
            ? `Enrolled and not cancelled, of the ${formatNumber(portfolio.value)} in your portfolio`
            : null
        }
        extra={
          services.every(Boolean) ? (
            <ServicesBreakdown figures={services as DashboardFigure[]} />
          ) : undefined
        }
      />
      <StatCard
        unavailable={unavailable}
        label="New properties under management"
        value={newManagements?.value}
        caption={
          newManagements && newHref ? (
            <Anchor
              component={Link}
              to={newHref}
              fz="xs"
              underline="always"
              data-figure={newManagements.value}
            >
              {figureWords(newManagements)}
            </Anchor>
          ) : null
        }
      />
    </SimpleGrid>
  );
}
