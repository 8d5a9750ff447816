import { Badge, Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  formatDate,
  propertyFlagLabels,
  type TPortfolioItem,
  type TPortfolioService,
  type TServiceCode,
} from '@portal/contracts';
import { statusAppearance } from './status-colours';
import classes from './property-status.module.css';

/** A status as a coloured dot and its words: the words carry the meaning, the dot the tone. */
export function StatusLabel({ code, strong = false }: { code: string; strong?: boolean }) {
  const { color, label } = statusAppearance(code);
  return (
    <Group gap={6} wrap="nowrap" align="baseline" component="span">
      <Box
        component="span"
        className={classes.dot}
        style={{ backgroundColor: `var(--mantine-color-${color}-filled)` }}
        aria-hidden
      />
      <Text component="span" fz="sm" fw={strong ? 600 : 400} lh={1.35}>
        {label}
      </Text>
    </Group>
  );
}

/** The row's service of `code`, if the property has it. */
export function serviceOf(item: TPortfolioItem, code: TServiceCode): TPortfolioService | undefined {
  return item.services.find((service) => service.shortName === code);
}

/** One service's status, with its next due date when known; a dash when not on service. */
export function ServiceStatus({
  service,
}: {
  service: Pick<TPortfolioService, 'status' | 'nextDueDate'> | undefined;
}) {
  if (!service) {
    return (
      <Text component="span" c="dimmed" fz="sm">
        <span aria-hidden>—</span>
        <VisuallyHidden>Not on service</VisuallyHidden>
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <StatusLabel code={service.status} />
      {service.nextDueDate ? (
        <Text fz="xs" c="dimmed" className={classes.figures}>
          Due {formatDate(service.nextDueDate)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The property's compliance status and its flags. */
export function ComplianceSummary({
  item,
}: {
  item: Pick<TPortfolioItem, 'complianceStatus' | 'flags'>;
}) {
  return (
    <Stack gap={6} align="flex-start">
      <StatusLabel code={item.complianceStatus} strong />
      {item.flags.length > 0 ? (
        <Group gap={4} component="ul" className={classes.flags} aria-label="Flags">
          {item.flags.map((flag) => (
            <Badge component="li" key={flag} variant="default" size="sm" tt="none" fw={500}>
              {propertyFlagLabels[flag]}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
